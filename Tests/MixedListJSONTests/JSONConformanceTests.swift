import MixedListJSON
import Testing

/// Bytes written as a mix of text and single byte values, so that invalid UTF-8 is easy to spell.
struct Bytes: ExpressibleByArrayLiteral, ExpressibleByStringLiteral, Sendable {
    enum Part: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, Sendable {
        case text(String)
        case byte(UInt8)

        init(stringLiteral value: String) { self = .text(value) }
        init(integerLiteral value: UInt8) { self = .byte(value) }
    }

    var bytes: [UInt8]

    init(arrayLiteral parts: Part...) {
        bytes = parts.flatMap { part -> [UInt8] in
            switch part {
            case .text(let text): Array(text.utf8)
            case .byte(let byte): [byte]
            }
        }
    }

    init(stringLiteral value: String) { bytes = Array(value.utf8) }
}

/// A JSONTestSuite case that must be accepted, with the value it must produce.
struct AcceptedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var document: Bytes
    var expected: JSONValue
    /// The offset of the first invalid UTF-8 sequence, for the `i_` cases that have one.
    var invalidUTF8Offset: Int? = nil

    var testDescription: String { name }
}

/// A JSONTestSuite case that must be rejected.
struct RejectedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var document: Bytes

    var testDescription: String { name }
}

func s(_ string: String) -> JSONValue { .string(string) }
func a(_ elements: JSONValue...) -> JSONValue { .array(elements) }
func o(_ members: (String, JSONValue)...) -> JSONValue {
    .object(members.map { JSONMember(key: $0.0, value: $0.1) })
}

@Suite struct JSONConformanceTests {
    static let accepted: [AcceptedCase] = [
        .init(name: "y_array_arraysWithSpaces", document: "[[]   ]", expected: a(a())),
        .init(name: "y_array_empty", document: "[]", expected: a()),
        .init(name: "y_array_empty-string", document: "[\"\"]", expected: a(s(""))),
        .init(name: "y_array_ending_with_newline", document: "[\"a\"]\n", expected: a(s("a"))),
        .init(name: "y_array_false", document: "[false]", expected: a(.bool(false))),
        .init(
            name: "y_array_heterogeneous", document: "[null, 1, \"1\", {}]",
            expected: a(.null, .integer(1), s("1"), o())),
        .init(name: "y_array_null", document: "[null]", expected: a(.null)),
        .init(name: "y_array_with_1_and_newline", document: "[1\n]", expected: a(.integer(1))),
        .init(name: "y_array_with_leading_space", document: " [1]", expected: a(.integer(1))),
        .init(
            name: "y_array_with_several_null", document: "[1,null,null,null,2]",
            expected: a(.integer(1), .null, .null, .null, .integer(2))),
        .init(name: "y_array_with_trailing_space", document: "[2] ", expected: a(.integer(2))),
        .init(name: "y_number", document: "[123e65]", expected: a(.number(123e65))),
        .init(name: "y_number_0e+1", document: "[0e+1]", expected: a(.number(0))),
        .init(name: "y_number_0e1", document: "[0e1]", expected: a(.number(0))),
        .init(name: "y_number_after_space", document: "[ 4]", expected: a(.integer(4))),
        .init(
            name: "y_number_double_close_to_zero",
            document: "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]",
            expected: a(.number(-1e-78))),
        .init(name: "y_number_int_with_exp", document: "[20e1]", expected: a(.number(200))),
        .init(name: "y_number_minus_zero", document: "[-0]", expected: a(.integer(0))),
        .init(name: "y_number_negative_int", document: "[-123]", expected: a(.integer(-123))),
        .init(name: "y_number_negative_one", document: "[-1]", expected: a(.integer(-1))),
        .init(name: "y_number_real_capital_e", document: "[1E22]", expected: a(.number(1e22))),
        .init(name: "y_number_real_capital_e_neg_exp", document: "[1E-2]", expected: a(.number(0.01))),
        .init(name: "y_number_real_capital_e_pos_exp", document: "[1E+2]", expected: a(.number(100))),
        .init(name: "y_number_real_exponent", document: "[123e45]", expected: a(.number(123e45))),
        .init(
            name: "y_number_real_fraction_exponent", document: "[123.456e78]",
            expected: a(.number(123.456e78))),
        .init(name: "y_number_real_neg_exp", document: "[1e-2]", expected: a(.number(0.01))),
        .init(name: "y_number_real_pos_exponent", document: "[1e+2]", expected: a(.number(100))),
        .init(name: "y_number_simple_int", document: "[123]", expected: a(.integer(123))),
        .init(name: "y_number_simple_real", document: "[123.456789]", expected: a(.number(123.456789))),
        .init(name: "y_number_minus_zero_real", document: "-0.0", expected: .number(-0.0)),
        .init(name: "y_number_int_max", document: "9223372036854775807", expected: .integer(Int.max)),
        .init(name: "y_number_int_min", document: "-9223372036854775808", expected: .integer(Int.min)),
        .init(
            name: "i_number_just_above_int_max", document: "9223372036854775808",
            expected: .number(9_223_372_036_854_775_808)),
        .init(
            name: "i_number_just_below_int_min", document: "-9223372036854775809",
            expected: .number(-9_223_372_036_854_775_808.0)),
        .init(
            name: "i_number_too_big_pos_int", document: "[100000000000000000000]", expected: a(.number(1e20))),
        .init(
            name: "i_number_very_big_negative_int",
            document: "[-237462374673276894279832749832423479823246327846]",
            expected: a(.number(-2.3746237467327689e47))),
        .init(name: "i_number_double_huge_neg_exp", document: "[123.456e-789]", expected: a(.number(0))),
        .init(
            name: "y_object", document: "{\"asd\":\"sdf\", \"dfg\":\"fgh\"}",
            expected: o(("asd", s("sdf")), ("dfg", s("fgh")))),
        .init(name: "y_object_basic", document: "{\"asd\":\"sdf\"}", expected: o(("asd", s("sdf")))),
        .init(
            name: "y_object_duplicated_key", document: "{\"a\":\"b\",\"a\":\"c\"}",
            expected: o(("a", s("b")), ("a", s("c")))),
        .init(name: "y_object_empty", document: "{}", expected: o()),
        .init(name: "y_object_empty_key", document: "{\"\":0}", expected: o(("", .integer(0)))),
        .init(
            name: "y_object_escaped_null_in_key", document: "{\"foo\\u0000bar\": 42}",
            expected: o(("foo\u{0}bar", .integer(42)))),
        .init(
            name: "y_object_extreme_numbers", document: "{ \"min\": -1.0e+28, \"max\": 1.0e+28 }",
            expected: o(("min", .number(-1e28)), ("max", .number(1e28)))),
        .init(name: "y_object_simple", document: "{\"a\":[]}", expected: o(("a", a()))),
        .init(
            name: "y_object_string_unicode",
            document:
                "{\"title\":\"\\u041f\\u043e\\u043b\\u0442\\u043e\\u0440\\u0430 \\u0417\\u0435\\u043c\\u043b\\u0435\\u043a\\u043e\\u043f\\u0430\" }",
            expected: o(("title", s("Полтора Землекопа")))),
        .init(name: "y_object_with_newlines", document: "{\n\"a\": \"b\"\n}", expected: o(("a", s("b")))),
        .init(
            name: "y_string_1_2_3_bytes_UTF-8_sequences", document: "[\"\\u0060\\u012a\\u12AB\"]",
            expected: a(s("`\u{12A}\u{12AB}"))),
        .init(
            name: "y_string_accepted_surrogate_pair", document: "[\"\\uD801\\udc37\"]",
            expected: a(s("\u{10437}"))),
        .init(
            name: "y_string_allowed_escapes", document: "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]",
            expected: a(s("\"\\/\u{8}\u{C}\n\r\t"))),
        .init(
            name: "y_string_backslash_and_u_escaped_zero", document: "[\"\\\\u0000\"]",
            expected: a(s("\\u0000"))),
        .init(name: "y_string_comments", document: "[\"a/*b*/c/*d//e\"]", expected: a(s("a/*b*/c/*d//e"))),
        .init(
            name: "y_string_escaped_control_character", document: "[\"\\u0012\"]", expected: a(s("\u{12}"))),
        .init(name: "y_string_escaped_noncharacter", document: "[\"\\uFFFF\"]", expected: a(s("\u{FFFF}"))),
        .init(
            name: "y_string_nonCharacterInUTF-8_U+FFFF", document: ["[\"", 0xEF, 0xBF, 0xBF, "\"]"],
            expected: a(s("\u{FFFF}"))),
        .init(name: "y_string_null_escape", document: "[\"\\u0000\"]", expected: a(s("\u{0}"))),
        .init(name: "y_string_pi", document: "[\"\u{3C0}\"]", expected: a(s("\u{3C0}"))),
        .init(name: "y_string_space", document: "\" \"", expected: s(" ")),
        .init(
            name: "y_string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF", document: "[\"\\uD834\\uDd1e\"]",
            expected: a(s("\u{1D11E}"))),
        .init(
            name: "y_string_unicode_U+10FFFE_nonchar", document: "[\"\\uDBFF\\uDFFE\"]",
            expected: a(s("\u{10FFFE}"))),
        .init(
            name: "y_string_uEscape", document: "[\"\\u0061\\u30af\\u30EA\\u30b9\"]",
            expected: a(s("a\u{30AF}\u{30EA}\u{30B9}"))),
        .init(
            name: "y_string_utf8", document: "[\"\u{20AC}\u{1D11E}\"]", expected: a(s("\u{20AC}\u{1D11E}"))),
        .init(name: "y_string_with_del_character", document: "[\"a\u{7F}a\"]", expected: a(s("a\u{7F}a"))),
        .init(name: "y_string_double_escape_a", document: "[\"\\\\a\"]", expected: a(s("\\a"))),
        .init(name: "y_structure_lonely_false", document: "false", expected: .bool(false)),
        .init(name: "y_structure_lonely_int", document: "42", expected: .integer(42)),
        .init(name: "y_structure_lonely_negative_real", document: "-0.1", expected: .number(-0.1)),
        .init(name: "y_structure_lonely_null", document: "null", expected: .null),
        .init(name: "y_structure_lonely_string", document: "\"asd\"", expected: s("asd")),
        .init(name: "y_structure_lonely_true", document: "true", expected: .bool(true)),
        .init(name: "y_structure_string_empty", document: "\"\"", expected: s("")),
        .init(name: "y_structure_trailing_newline", document: "[\"a\"]\n", expected: a(s("a"))),
        .init(name: "y_structure_true_in_array", document: "[true]", expected: a(.bool(true))),
        .init(name: "y_structure_whitespace_array", document: " [] ", expected: a()),
        .init(
            name: "i_string_1st_surrogate_but_2nd_missing", document: "[\"\\uDADA\"]",
            expected: a(s("\u{FFFD}"))),
        .init(
            name: "i_string_1st_valid_surrogate_2nd_invalid", document: "[\"\\uD888\\u1234\"]",
            expected: a(s("\u{FFFD}\u{1234}"))),
        .init(
            name: "i_string_incomplete_surrogate_pair", document: "[\"\\uDd1ea\"]",
            expected: a(s("\u{FFFD}a"))),
        .init(
            name: "i_string_inverted_surrogates_U+1D11E", document: "[\"\\uDd1e\\uD834\"]",
            expected: a(s("\u{FFFD}\u{FFFD}"))),
        .init(name: "i_string_lone_second_surrogate", document: "[\"\\uDFAA\"]", expected: a(s("\u{FFFD}"))),
        .init(
            name: "i_string_invalid_utf-8", document: ["[\"", 0xFF, "\"]"], expected: a(s("\u{FFFD}")),
            invalidUTF8Offset: 2),
        .init(
            name: "i_string_UTF-8_invalid_sequence", document: ["[\"\u{65E5}\u{448}", 0xFA, "\"]"],
            expected: a(s("\u{65E5}\u{448}\u{FFFD}")), invalidUTF8Offset: 7),
        .init(
            name: "i_string_truncated-utf-8", document: ["[\"", 0xE0, 0xFF, "\"]"],
            expected: a(s("\u{FFFD}\u{FFFD}")), invalidUTF8Offset: 2),
        .init(
            name: "i_string_overlong_sequence_2_bytes", document: ["[\"", 0xC0, 0xAF, "\"]"],
            expected: a(s("\u{FFFD}\u{FFFD}")), invalidUTF8Offset: 2),
        .init(
            name: "i_string_UTF8_surrogate_U+D800", document: ["[\"a", 0xED, 0xA0, 0x80, "\"]"],
            expected: a(s("a\u{FFFD}\u{FFFD}\u{FFFD}")), invalidUTF8Offset: 3),
        .init(name: "i_structure_UTF-8_BOM_empty_object", document: ["\u{FEFF}{}"], expected: o()),
    ]

    static let rejected: [RejectedCase] = [
        .init(name: "n_array_1_true_without_comma", document: "[1 true]"),
        .init(name: "n_array_a_invalid_utf8", document: ["[a", 0xE5, "]"]),
        .init(name: "n_array_colon_instead_of_comma", document: "[\"\": 1]"),
        .init(name: "n_array_comma_after_close", document: "[\"\"],"),
        .init(name: "n_array_comma_and_number", document: "[,1]"),
        .init(name: "n_array_double_comma", document: "[1,,2]"),
        .init(name: "n_array_double_extra_comma", document: "[\"x\",,]"),
        .init(name: "n_array_extra_close", document: "[\"x\"]]"),
        .init(name: "n_array_extra_comma", document: "[\"\",]"),
        .init(name: "n_array_incomplete", document: "[\"x\""),
        .init(name: "n_array_incomplete_invalid_value", document: "[x"),
        .init(name: "n_array_inner_array_no_comma", document: "[3[4]]"),
        .init(name: "n_array_invalid_utf8", document: ["[", 0xFF, "]"]),
        .init(name: "n_array_items_separated_by_semicolon", document: "[1:2]"),
        .init(name: "n_array_just_comma", document: "[,]"),
        .init(name: "n_array_just_minus", document: "[-]"),
        .init(name: "n_array_missing_value", document: "[   , \"\"]"),
        .init(name: "n_array_newlines_unclosed", document: "[\"a\",\n4\n,1,"),
        .init(name: "n_array_number_and_comma", document: "[1,]"),
        .init(name: "n_array_number_and_several_commas", document: "[1,,]"),
        .init(name: "n_array_star_inside", document: "[*]"),
        .init(name: "n_array_unclosed", document: "[\"\""),
        .init(name: "n_array_unclosed_trailing_comma", document: "[1,"),
        .init(name: "n_array_unclosed_with_object_inside", document: "[{}"),
        .init(name: "n_incomplete_false", document: "[fals]"),
        .init(name: "n_incomplete_null", document: "[nul]"),
        .init(name: "n_incomplete_true", document: "[tru]"),
        .init(name: "n_number_++", document: "[++1234]"),
        .init(name: "n_number_+1", document: "[+1]"),
        .init(name: "n_number_-01", document: "[-01]"),
        .init(name: "n_number_-1.0.", document: "[-1.0.]"),
        .init(name: "n_number_-2.", document: "[-2.]"),
        .init(name: "n_number_-NaN", document: "[-NaN]"),
        .init(name: "n_number_.-1", document: "[.-1]"),
        .init(name: "n_number_.2e-3", document: "[.2e-3]"),
        .init(name: "n_number_0.3e", document: "[0.3e]"),
        .init(name: "n_number_0.e1", document: "[0.e1]"),
        .init(name: "n_number_0_capital_E+", document: "[0E+]"),
        .init(name: "n_number_0e", document: "[0e]"),
        .init(name: "n_number_1.0e-", document: "[1.0e-]"),
        .init(name: "n_number_1eE2", document: "[1eE2]"),
        .init(name: "n_number_2.e3", document: "[2.e3]"),
        .init(name: "n_number_9.e+", document: "[9.e+]"),
        .init(name: "n_number_Inf", document: "[Inf]"),
        .init(name: "n_number_NaN", document: "[NaN]"),
        .init(name: "n_number_hex_1_digit", document: "[0x1]"),
        .init(name: "n_number_infinity", document: "[Infinity]"),
        .init(name: "n_number_invalid-utf-8-in-exponent", document: ["[1e1", 0xE5, "]"]),
        .init(name: "n_number_minus_infinity", document: "[-Infinity]"),
        .init(name: "n_number_neg_int_starting_with_zero", document: "[-012]"),
        .init(name: "n_number_real_without_fractional_part", document: "[1.]"),
        .init(name: "n_number_starting_with_dot", document: "[.123]"),
        .init(name: "n_number_with_alpha", document: "[1.2a-3]"),
        .init(name: "n_number_with_leading_zero", document: "[012]"),
        .init(name: "n_number_huge_exp_out_of_range", document: "[1e400]"),
        .init(name: "n_object_bad_value", document: "[\"x\", truth]"),
        .init(name: "n_object_comma_instead_of_colon", document: "{\"x\", null}"),
        .init(name: "n_object_double_colon", document: "{\"x\"::\"b\"}"),
        .init(name: "n_object_missing_colon", document: "{\"a\" b}"),
        .init(name: "n_object_missing_key", document: "{:\"b\"}"),
        .init(name: "n_object_missing_semicolon", document: "{\"a\" \"b\"}"),
        .init(name: "n_object_missing_value", document: "{\"a\":"),
        .init(name: "n_object_no-colon", document: "{\"a\""),
        .init(name: "n_object_non_string_key", document: "{1:1}"),
        .init(name: "n_object_several_trailing_commas", document: "{\"id\":0,,,,,}"),
        .init(name: "n_object_single_quote", document: "{'a':0}"),
        .init(name: "n_object_trailing_comma", document: "{\"id\":0,}"),
        .init(name: "n_object_trailing_comment", document: "{\"a\":\"b\"}/**/"),
        .init(name: "n_object_unquoted_key", document: "{a: \"b\"}"),
        .init(name: "n_string_1_surrogate_then_escape_u", document: "[\"\\uD800\\u\"]"),
        .init(name: "n_string_escape_x", document: "[\"\\x00\"]"),
        .init(name: "n_string_escaped_backslash_bad", document: "[\"\\\\\\\"]"),
        .init(name: "n_string_escaped_ctrl_char_tab", document: "[\"\\\t\"]"),
        .init(name: "n_string_incomplete_escape", document: "[\"\\\"]"),
        .init(name: "n_string_incomplete_surrogate_escape_invalid", document: "[\"\\uD800\\uD800\\x\"]"),
        .init(name: "n_string_invalid_unicode_escape", document: "[\"\\uqqqq\"]"),
        .init(name: "n_string_invalid_utf8_after_escape", document: ["[\"\\", 0xE5, "\"]"]),
        .init(name: "n_string_no_quotes_with_bad_escape", document: "[\\n]"),
        .init(name: "n_string_single_quote", document: "['single quote']"),
        .init(name: "n_string_unescaped_ctrl_char", document: ["[\"a", 0x00, "a\"]"]),
        .init(name: "n_string_unescaped_newline", document: "[\"new\nline\"]"),
        .init(name: "n_string_unescaped_tab", document: "[\"\t\"]"),
        .init(name: "n_structure_angle_bracket_.", document: "<.>"),
        .init(name: "n_structure_array_with_extra_array_close", document: "[1]]"),
        .init(name: "n_structure_ascii-unicode-identifier", document: "a\u{E5}"),
        .init(name: "n_structure_capitalized_True", document: "[True]"),
        .init(name: "n_structure_close_unopened_array", document: "1]"),
        .init(name: "n_structure_comma_instead_of_closing_brace", document: "{\"x\": true,"),
        .init(name: "n_structure_double_array", document: "[][]"),
        .init(name: "n_structure_lone-invalid-utf-8", document: [0xE5]),
        .init(name: "n_structure_null-byte-outside-string", document: ["[", 0x00, "]"]),
        .init(name: "n_structure_number_with_trailing_garbage", document: "2@"),
        .init(name: "n_structure_object_with_trailing_garbage", document: "{\"a\": true} \"x\""),
        .init(name: "n_structure_open_array_object", document: "[{\"\":[{\"\":[{\"\":"),
        .init(name: "n_structure_trailing_#", document: "{\"a\":\"b\"}#{}"),
        .init(name: "n_structure_U+2060_word_joined", document: "[\u{2060}]"),
        .init(name: "n_structure_uescaped_LF_before_string", document: "[\\u000A\"\"]"),
        .init(name: "n_structure_unclosed_array", document: "[1"),
        .init(name: "n_structure_unclosed_object", document: "{\"asd\":\"asd\""),
        .init(name: "n_structure_whitespace_formfeed", document: "[\u{C}]"),
        .init(name: "n_multidigit_number_then_00", document: ["123", 0x00]),
        .init(name: "n_single_quoted_string", document: "'x'"),
    ]

    @Test(arguments: accepted)
    func acceptsValidDocumentAsALine(_ testCase: AcceptedCase) {
        let bytes = testCase.document.bytes
        // A document with line breaks inside its value is not one line; the array test covers it.
        let body = bytes.prefix { $0 != 0x0A }
        guard !bytes.dropFirst(body.count).contains(where: { $0 != 0x0A && $0 != 0x20 }) else { return }
        let outcome = read(bytes, format: .lines)
        #expect(outcome.results.count == 2)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.elements == [testCase.expected])
        #expect(outcome.firstInvalidUTF8Offset == testCase.invalidUTF8Offset)
    }

    @Test(arguments: accepted)
    func acceptsValidDocumentAsAnArrayElement(_ testCase: AcceptedCase) {
        var bytes = testCase.document.bytes
        var invalidOffset = testCase.invalidUTF8Offset
        // The byte order mark only counts at the very start, so it stays in front of the wrapping '['.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let prefix: [UInt8] = bytes.starts(with: bom) ? bom : []
        bytes = prefix + [UInt8(ascii: "[")] + bytes.dropFirst(prefix.count) + [UInt8(ascii: "]")]
        invalidOffset = invalidOffset.map { $0 + 1 }
        let outcome = read(bytes)
        #expect(outcome.format == .array)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.elements == [testCase.expected])
        #expect(outcome.firstInvalidUTF8Offset == invalidOffset)
    }

    @Test(arguments: rejected)
    func rejectsInvalidDocumentAsALine(_ testCase: RejectedCase) {
        let outcome = read(testCase.document.bytes, format: .lines)
        #expect(!outcome.errors.isEmpty)
        #expect(outcome.results.last == .end)
    }

    @Test(arguments: rejected)
    func rejectsInvalidDocumentAsAnArrayElement(_ testCase: RejectedCase) {
        let bytes = [UInt8(ascii: "[")] + testCase.document.bytes + [UInt8(ascii: "]")]
        let outcome = read(bytes)
        #expect(!outcome.errors.isEmpty)
        #expect(outcome.results.last == .end)
    }

    @Test func everyErrorMessageIsLowerCaseAndNamesWhatWasFound() {
        for testCase in Self.rejected {
            for error in read(testCase.document.bytes, format: .lines).errors {
                #expect(error.message.first?.isLowercase == true, "\(testCase.name): \(error)")
                #expect(
                    ["found", "unexpected", "out of range", "control character"].contains {
                        error.message.contains($0)
                    }, "\(testCase.name): \(error)")
            }
        }
    }
}
