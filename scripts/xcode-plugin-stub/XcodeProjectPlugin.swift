// A stand-in for Xcode's XcodeProjectPlugin module, which ships only with Xcode, so that
// scripts/check-xcode-plugins.sh can type-check the plugins' `#if canImport(XcodeProjectPlugin)` code on Linux.
// Written from Apple's documentation of the module (developer.apple.com/documentation/xcodeprojectplugin): only
// the declarations the plugins use, with the documented names and types. It proves the plugins' Xcode code is
// consistent with that documentation, not that Xcode accepts it; keep it to documented API.
import Foundation
import PackagePlugin

/// The plugin protocol for build-tool plugins applied to a target of an Xcode project.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// The plugin protocol for command plugins run on an Xcode project.
public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode passes to a plugin: the project, a folder the plugin may write to, and the tools it may run.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("a stand-in for type-checking only")
    }
}

/// An Xcode project: its folder and its targets.
public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project, with the files that are members of it.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let inputFiles: FileList
}
