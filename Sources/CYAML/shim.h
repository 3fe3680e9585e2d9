#ifndef CLIENTGEN_CYAML_SHIM_H
#define CLIENTGEN_CYAML_SHIM_H
// libyaml is a system library: SwiftPM finds its headers through pkg-config (yaml-0.1) or the default include
// paths, and otherwise only warns. Without the headers the build would stop at an unexplained "'yaml.h' file not
// found", so say what to install instead.
#if __has_include(<yaml.h>)
#include <yaml.h>
#else
#error "libyaml's headers were not found (clientgen reads YAML with it): run 'brew install libyaml' on macOS (and 'brew install pkg-config' if Xcode still cannot find it), 'apt-get install libyaml-dev' on Debian and Ubuntu"
#endif
#endif
