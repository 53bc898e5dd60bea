"""Helpers for the backup drill's S3 store over https (tests/api/backup-drill.test.ts).

  certs DIR                    a private CA (ca.pem) and a certificate for 127.0.0.1 signed by it (srv.pem, srv.key)
  bucket ENDPOINT CA NAME      makes the bucket, waiting up to 30 s for the server (checked against CA)
  db FILE                      a SQLite database in WAL mode with one row in table `books`
  rows FILE                    prints how many rows `books` holds
"""
import datetime
import ipaddress
import sqlite3
import sys
import time
from pathlib import Path


def certs(out: Path) -> None:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    now = datetime.datetime.now(datetime.timezone.utc)
    week = now + datetime.timedelta(days=7)

    def pem_key(key):
        return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())

    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Drill private CA")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(week)
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(x509.KeyUsage(False, False, False, False, False, True, True, False, False), critical=True)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(week)
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(ca_key, hashes.SHA256())
    )
    (out / "ca.pem").write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    (out / "srv.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (out / "srv.key").write_bytes(pem_key(key))


def bucket(endpoint: str, ca: str, name: str) -> None:
    import boto3

    s3 = boto3.client("s3", endpoint_url=endpoint, verify=ca, region_name="us-east-1", aws_access_key_id="drill", aws_secret_access_key="drill-secret-key")
    started = time.time()
    while True:
        try:
            s3.create_bucket(Bucket=name)
            return
        except Exception:
            if time.time() - started > 30:
                raise
            time.sleep(0.3)


def db(file: str) -> None:
    con = sqlite3.connect(file)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("CREATE TABLE books (entry TEXT)")
    con.execute("INSERT INTO books VALUES ('KPW-2026-0042')")
    con.commit()
    con.close()


def rows(file: str) -> None:
    print(sqlite3.connect(file).execute("SELECT COUNT(*) FROM books").fetchone()[0])


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    {"certs": lambda: certs(Path(args[0])), "bucket": lambda: bucket(*args), "db": lambda: db(args[0]), "rows": lambda: rows(args[0])}[command]()
