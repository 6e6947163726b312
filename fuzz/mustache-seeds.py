"""Writes every template (and partial) of the Mustache spec's JSON files to a seed folder."""
import json
import pathlib
import sys

spec, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
count = 0
for path in sorted(spec.glob("*.json")):
    for index, test in enumerate(json.loads(path.read_text(encoding="utf-8")).get("tests", [])):
        texts = [test.get("template", "")] + list(test.get("partials", {}).values())
        for part, text in enumerate(texts):
            (out / f"spec_{path.stem}_{index}_{part}.mustache").write_text(text, encoding="utf-8")
            count += 1
print(f"fuzz: {count} mustache seeds from {spec}")
