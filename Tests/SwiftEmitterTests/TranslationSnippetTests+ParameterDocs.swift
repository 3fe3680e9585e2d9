import SwiftEmitter
import Testing

extension TranslationSnippetTests {
    /// Parameter and body descriptions become the builder's `- Parameters:` list, under their Swift names, in the
    /// order of the signature; parameters without a description are left out.
    @Test func describedParametersAreListedUnderTheirSwiftNames() throws {
        let client = try TranslatedClient(
            spec(
                paths: """
                    /sites/{site_id}:
                      post:
                        operationId: updateSite
                        parameters:
                          - {name: site_id, in: path, required: true, schema: {type: integer}, description: The site.}
                          - name: time_format
                            in: query
                            schema: {type: string}
                            description: |-
                              How times are written.
                              Microseconds when absent.
                          - {name: verbose, in: query, schema: {type: boolean}}
                        requestBody:
                          required: true
                          description: The new name.
                          content:
                            text/plain:
                              schema: {type: string}
                        responses:
                          '204': {description: Done.}
                    /sites:
                      get:
                        operationId: listSites
                        parameters:
                          - {name: limit, in: query, schema: {type: integer}, description: 'The most to return.'}
                        responses:
                          '204': {description: Done.}
                    """
            )
        )
        let update = try #require(client["Operations/API+UpdateSite.swift"])
        #expect(
            update.hasPrefix(
                """
                nonisolated extension API {
                    /// `POST /sites/{site_id}` (`updateSite`)
                    ///
                    /// - Parameters:
                    ///   - siteID: The site.
                    ///   - body: The new name.
                    ///   - timeFormat: How times are written.
                    ///     Microseconds when absent.
                    ///
                    /// - Remark: Generated from `#/paths/~1sites~1{site_id}/post`.
                    public static func updateSite(
                        siteID: Int,
                        body: String,
                        timeFormat: String? = nil,
                        verbose: Bool? = nil
                    ) -> Request<Empty> {
                """
            )
        )
        let list = try #require(client["Operations/API+ListSites.swift"])
        #expect(list.contains("    /// - Parameter limit: The most to return.\n    ///\n    /// - Remark:"))
    }
}
