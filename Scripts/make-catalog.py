#!/usr/bin/env python3
"""Writes a music-library catalog of ALBUMS albums with TRACKS tracks each, for trying
`music-library --catalog FILE` on a large list (docs/Performance.md):

    python3 Scripts/make-catalog.py 100000 9 > /tmp/catalog.json   # 1,000,002 rows

Titles are made of a few words so that a query narrows them the way it would a real library.
"""
import json
import random
import sys

WORDS = ["night", "river", "paper", "echo", "signal", "glass", "ember", "static", "north", "velvet",
         "hollow", "neon", "meteor", "quiet", "summer", "iron", "blue", "ghost", "wire", "dawn"]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-catalog.py ALBUMS TRACKS")
    albums, tracks = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(1)
    out = sys.stdout
    out.write('{"artist": "Various", "albums": [\n')
    for a in range(albums):
        title = " ".join(rng.choice(WORDS) for _ in range(2)).title() + f" {a}"
        album = {
            "id": f"album-{a}",
            "title": title,
            "year": 1960 + a % 65,
            "artwork": ["▚▞▚▞▚▞", "▞▚▞▚▞▚"],
            "tracks": [
                {"number": t + 1, "title": " ".join(rng.choice(WORDS) for _ in range(3)).capitalize(),
                 "seconds": 120 + (a + t) % 300}
                for t in range(tracks)
            ],
        }
        out.write(("," if a else "") + json.dumps(album, ensure_ascii=False) + "\n")
    out.write("]}\n")


if __name__ == "__main__":
    main()
