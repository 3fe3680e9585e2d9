#ifndef CLIENTGEN_CYAML_SHIM_H
#define CLIENTGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
