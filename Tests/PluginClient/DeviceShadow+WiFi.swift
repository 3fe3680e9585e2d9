import ClientGenRuntime

/// Hand-written code beside the client the plugin generates, in the same module.
extension DeviceShadow {
    /// Whether any Wi-Fi Module 2 reports a connection to the lock.
    public var isReachableOverWiFi: Bool {
        wifiModules?.values.contains(.connected) ?? false
    }
}
