/// The media types a Swagger 2.0 document or operation consumes and produces.
struct Swagger2Media {
    var consumes: [String] = []
    var produces: [String] = []
}
