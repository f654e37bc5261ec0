#!/usr/bin/env python3
"""Sends every corpus body once to two servers and checks they give the same status and the same JSON
(member order aside), so the peer is known to do the product's work before either is timed.

Usage: compare_answers.py CORPUS_FILE NAME_A PORT_A NAME_B PORT_B    (exit 1 on any difference)
"""
import json
import sys
import urllib.error
import urllib.request


def post(port, body):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/v1/resolve", data=body, headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def main():
    corpus, name_a, port_a, name_b, port_b = sys.argv[1:6]
    same, differences = 0, []
    with open(corpus, "rb") as file:
        for number, line in enumerate(file, 1):
            body = line.rstrip(b"\n")
            if not body:
                continue
            a, b = post(port_a, body), post(port_b, body)
            if a == b:
                same += 1
            else:
                differences.append(
                    f"body {number}: {name_a} {a[0]} {json.dumps(a[1])[:200]} / {name_b} {b[0]} {json.dumps(b[1])[:200]}"
                )
    print(f"{same} of {same + len(differences)} bodies answered alike by {name_a} and {name_b}")
    for difference in differences[:5]:
        print("  " + difference)
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
