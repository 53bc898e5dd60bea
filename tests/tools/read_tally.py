"""Reads a Tally import file the way Tally would (issue 69): an XML parser, not the site's own code.

Prints JSON: the request, the company, the ledgers the file creates, and each voucher with its type, number, date,
REMOTEID, party and ledger entries (amounts as text, as written), for the tests to check one by one.
"""
import json
import sys
import xml.etree.ElementTree as ET


def text(node, tag):
    found = node.find(tag)
    return found.text if found is not None and found.text is not None else ""


# What the tests read of each element: the JSON name and the tag that holds it.
LEDGER_FIELDS = {"parent": "PARENT", "gstin": "PARTYGSTIN", "state": "LEDSTATENAME", "registration": "GSTREGISTRATIONTYPE"}
VOUCHER_FIELDS = {"type": "VOUCHERTYPENAME", "number": "VOUCHERNUMBER", "date": "DATE", "party": "PARTYLEDGERNAME"}
ENTRY_FIELDS = {"ledger": "LEDGERNAME", "amount": "AMOUNT", "hsn": "GSTHSNNAME"}


def fields(node, names):
    return {name: text(node, tag) for name, tag in names.items()}


def main(path):
    root = ET.parse(path).getroot()
    assert root.tag == "ENVELOPE", root.tag
    out = {
        "request": text(root, "HEADER/TALLYREQUEST"),
        "company": text(root, "BODY/IMPORTDATA/REQUESTDESC/STATICVARIABLES/SVCURRENTCOMPANY"),
        "ledgers": [],
        "vouchers": [],
    }
    for message in root.findall("BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE"):
        ledger = message.find("LEDGER")
        if ledger is not None:
            out["ledgers"].append({"name": ledger.get("NAME"), **fields(ledger, LEDGER_FIELDS)})
        voucher = message.find("VOUCHER")
        if voucher is not None:
            entries = [
                {**fields(e, ENTRY_FIELDS), "debit": text(e, "ISDEEMEDPOSITIVE") == "Yes"} for e in voucher.findall("ALLLEDGERENTRIES.LIST")
            ]
            out["vouchers"].append({"remoteId": voucher.get("REMOTEID"), **fields(voucher, VOUCHER_FIELDS), "entries": entries})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
