import ClientGenCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
