#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora under Tests/Fuzz/Corpus: small inputs that reach each
parser's main paths, for libFuzzer to mutate. Run from anywhere; the output is committed."""
import pathlib, shutil

root = pathlib.Path(__file__).resolve().parents[2]
corpus = root / "Tests" / "Fuzz" / "Corpus"

def write(name, seeds):
    folder = corpus / name
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for index, seed in enumerate(seeds):
        data = seed if isinstance(seed, bytes) else seed.encode("utf-8")
        (folder / f"seed-{index:02}").write_bytes(data)

# The JSON reader: the sample's small fixtures, JSON Lines, and edge cases.
fixtures = root / "Tests" / "MixedListTests" / "Fixtures"
json_seeds = [p.read_bytes() for p in sorted(fixtures.glob("*.json")) if p.stat().st_size <= 2048]
json_seeds += [
    '{"name":"ann","balance":12}\n17\n\n{"title":"Blue","tracks":[1,2]}\r\n',
    '[1, -0.5e+3, "a\\u00e9\\ud83c\\udfb5\\n", true, false, null, {"k": [[]]}, []]',
    b'\xef\xbb\xbf[1,2]',
    b'["\xff\xfe", "\xc3"]',
    "[" * 40 + "]" * 40,
    '[1,,2]\n',
    '{"a":1}{"b":2}\n[1] x\n',
]
write("json", json_seeds)

# Terminal input: keys, modifiers, mouse reports, a paste, UTF-8 and cut sequences.
e = "\x1b"
write("terminal-input", [
    f"{e}[A{e}[B{e}OH{e}[1;5C{e}[5~{e}[Z",
    f"{e}[<0;12;3M{e}[<0;12;3m{e}[<64;1;1M{e}[<65;200;50M",
    f"{e}[200~pasted\r\nline{e}[A{e}[201~q",
    "é漢🎵\r\t\x7f\x03\x04\x0e\x10\x17\x15",
    f"{e}a{e}{e}[A{e}\x0e{e}[12",
    b"\xc3a\xe6\xbc\xff\x80" + f"{e}[<0;1M".encode(),
])

# Text: five parameter bytes (width, height, options, two spans), then the text.
def text(parameters, body):
    return bytes(parameters) + (body if isinstance(body, bytes) else body.encode("utf-8"))
write("text", [
    text([19, 0, 0, 10, 8], "plain ascii text"),
    text([9, 2, 16 | 1 | 32, 0, 12], "wrapped words that do not fit on one line"),
    text([11, 1, 4 | 64 | 1, 3, 5], "東京 👩‍👩‍👧 e\u0301 ﬃ"),
    text([7, 3, 2 | 8, 2, 4], "\x1b]52;c;aGk=\x07\x9b2J\u202eevil\t\ttabs\nnewline"),
    text([30, 0, 16, 0, 0], b"\xff\xfe bad \xc3 utf8 \xed\xa0\x80"),
    text([5, 1, 16 | 128, 1, 1], "\u0301\u0600 a\u200db 🏳️‍🌈"),
])

# The diff: bytes with the top bit clear are the old list, set the new one.
write("diff", [
    bytes([4, 8, 12, 16, 0x80 | 16, 0x80 | 4, 0x80 | 12, 0x80 | 20]),
    bytes([4, 4, 8, 0x80 | 8, 0x80 | 4, 0x80 | 4, 0x80 | 4]),
    bytes([4, 5, 0x80 | 5, 0x80 | 6, 9, 0x80 | 9]),
    bytes(range(0, 64, 4)) + bytes(range(0x80 + 60, 0x7f, -4)),
])

# The matcher: the first byte is the query's form, then its characters, then the text's.
write("matcher", [
    bytes([2, 0, 1, 2, 0, 3, 1, 10, 2, 0]),
    bytes([4 | 1, 0, 1, 0, 1, 11, 0, 1]),
    bytes([8 | 1, 3, 4, 0, 5, 3, 4]),
    bytes([0, 17, 15, 16, 17, 9, 18, 19, 20]),
])
