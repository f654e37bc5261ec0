#!/usr/bin/env python3
"""The product's own answer bytes for the same-bytes C limit (Benchmarks/c-limit --answers).

  answers.py fetch CORPUS_FILE PORT ANSWERS_FILE
      Sends every corpus body once to the product on 127.0.0.1:PORT and writes its answer bodies, byte for
      byte, to ANSWERS_FILE (for each: the length in decimal, '\\n', the bytes, '\\n'), in corpus order.
      Every answer must be a 200.
  answers.py check CORPUS_FILE ANSWERS_FILE PORT
      Sends every corpus body to the limit on 127.0.0.1:PORT with `X-Corpus-Index: N` (as the wrk script
      does) and checks that it answers 200 with exactly the bytes of answer N.

Exit 1 (with the first differences) when an answer is not a 200 or the bytes differ.
"""
import http.client
import sys


def bodies(path):
    with open(path, "rb") as file:
        return [line.rstrip(b"\n") for line in file if line.strip()]


def post(connection, body, index=None):
    headers = {"Content-Type": "application/json"}
    if index is not None:
        headers["X-Corpus-Index"] = str(index)
    connection.request("POST", "/v1/resolve", body=body, headers=headers)
    response = connection.getresponse()
    return response.status, response.read()


def read_answers(path):
    answers = []
    with open(path, "rb") as file:
        data = file.read()
    offset = 0
    while offset < len(data):
        newline = data.index(b"\n", offset)
        length = int(data[offset:newline])
        start = newline + 1
        answers.append(data[start : start + length])
        if data[start + length : start + length + 1] != b"\n":
            sys.exit(f"answers: {path}: answer {len(answers) - 1} is shorter than its length {length}")
        offset = start + length + 1
    return answers


def fetch(corpus, port, out):
    connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=60)
    answers, bad = [], []
    for index, body in enumerate(bodies(corpus)):
        status, answer = post(connection, body)
        if status != 200:
            bad.append(f"body {index}: HTTP {status}: {answer[:200]!r}")
        answers.append(answer)
    if bad:
        print(f"answers: the product did not answer 200 to {len(bad)} of {len(answers)} bodies", file=sys.stderr)
        for line in bad[:5]:
            print("  " + line, file=sys.stderr)
        sys.exit(1)
    with open(out, "wb") as file:
        for answer in answers:
            file.write(b"%d\n" % len(answer) + answer + b"\n")
    sizes = sorted(len(a) for a in answers)
    print(
        f"{len(answers)} product answers fetched: median {sizes[len(sizes) // 2]} B, "
        f"largest {sizes[-1]} B, {sum(sizes)} B in all"
    )


def check(corpus, answers_path, port):
    expected = read_answers(answers_path)
    sent = bodies(corpus)
    if len(expected) != len(sent):
        sys.exit(f"answers: {len(expected)} answers for {len(sent)} corpus bodies")
    connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=60)
    differences = []
    for index, body in enumerate(sent):
        status, answer = post(connection, body, index)
        if status != 200 or answer != expected[index]:
            differences.append(f"body {index}: HTTP {status}, {len(answer)} B {answer[:120]!r} / product {len(expected[index])} B")
    print(f"{len(sent) - len(differences)} of {len(sent)} limit answers byte-identical to the product's")
    for line in differences[:5]:
        print("  " + line)
    sys.exit(1 if differences else 0)


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "fetch":
        fetch(*sys.argv[2:5])
    elif len(sys.argv) == 5 and sys.argv[1] == "check":
        check(*sys.argv[2:5])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
