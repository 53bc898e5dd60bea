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
            out["ledgers"].append(
                {
                    "name": ledger.get("NAME"),
                    "parent": text(ledger, "PARENT"),
                    "gstin": text(ledger, "PARTYGSTIN"),
                    "state": text(ledger, "LEDSTATENAME"),
                    "registration": text(ledger, "GSTREGISTRATIONTYPE"),
                }
            )
        voucher = message.find("VOUCHER")
        if voucher is not None:
            out["vouchers"].append(
                {
                    "remoteId": voucher.get("REMOTEID"),
                    "type": text(voucher, "VOUCHERTYPENAME"),
                    "number": text(voucher, "VOUCHERNUMBER"),
                    "date": text(voucher, "DATE"),
                    "party": text(voucher, "PARTYLEDGERNAME"),
                    "entries": [
                        {
                            "ledger": text(e, "LEDGERNAME"),
                            "debit": text(e, "ISDEEMEDPOSITIVE") == "Yes",
                            "amount": text(e, "AMOUNT"),
                            "hsn": text(e, "GSTHSNNAME"),
                        }
                        for e in voucher.findall("ALLLEDGERENTRIES.LIST")
                    ],
                }
            )
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
