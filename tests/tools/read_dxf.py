"""Reads a DXF with ezdxf (strict reader, then its audit) and prints what the test checks, as JSON.

Usage: read_dxf.py FILE. Exits non-zero when ezdxf cannot read the file.
"""
import json
import sys

import ezdxf


def main(path: str) -> None:
    doc = ezdxf.readfile(path)  # strict: raises on a malformed file
    auditor = doc.audit()
    out = {
        "version": doc.dxfversion,
        "units": doc.units,
        "errors": [e.message for e in auditor.errors],
        "layers": sorted(layer.dxf.name for layer in doc.layers),
        "polylines": [],
        "lines": [],
        "texts": [],
    }
    for e in doc.modelspace():
        kind = e.dxftype()
        if kind == "LWPOLYLINE":
            pts = [(p[0], p[1]) for p in e.get_points("xy")]
            out["polylines"].append({"layer": e.dxf.layer, "closed": e.closed, "points": pts})
        elif kind == "LINE":
            out["lines"].append({"layer": e.dxf.layer, "start": list(e.dxf.start)[:2], "end": list(e.dxf.end)[:2]})
        elif kind == "TEXT":
            out["texts"].append({"layer": e.dxf.layer, "text": e.dxf.text, "height": e.dxf.height, "rotation": e.dxf.rotation})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
