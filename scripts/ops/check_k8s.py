"""What a schema cannot check in the rendered manifests (scripts/ops/validate-k8s.sh runs this).

Each rendered file must agree with the server and the image: every ROTATION_POLICY_* variable the server
reads is set and no unknown one is (a typo would silently fall back to the default), the probes hit
routes that openapi.yaml documents, the grace period covers the preStop sleep plus the drain, the pod
runs as the Dockerfile's USER, and the selectors of the Service, PDB, HPA and NetworkPolicy reach the
pods. Usage: python check_k8s.py RENDERED.yaml...
"""

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
# The server reads these, but the manifests leave them out on purpose, with the reason.
NOT_SET = {"ROTATION_POLICY_OPENAPI_PATH": "the image carries openapi.yaml at the server's default path"}

passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"  ok    {what}")
    else:
        failed += 1
        print(f"  FAIL  {what}")


def server_variables():
    source = (ROOT / "Sources/RotationPolicyServer/ServeCommand.swift").read_text()
    names = set(re.findall(r"env: (ROTATION_POLICY_[A-Z_]+)", source))
    if not names:
        sys.exit("no ROTATION_POLICY_* variable found in ServeCommand.swift: has the help text changed?")
    return names


def dockerfile_user():
    match = re.search(r"^USER (\d+):(\d+)", (ROOT / "Dockerfile").read_text(), re.M)
    return (int(match.group(1)), int(match.group(2))) if match else None


def openapi_paths():
    return set(yaml.safe_load((ROOT / "openapi.yaml").read_text())["paths"])


def matches(selector, labels):
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def check_file(path, expected_vars, user, routes):
    objects = [o for o in yaml.safe_load_all(Path(path).read_text()) if o]
    by_kind = {}
    for o in objects:
        by_kind.setdefault(o["kind"], []).append(o)
    print(f"{path}:")
    deployment = by_kind["Deployment"][0]
    pod = deployment["spec"]["template"]
    spec = pod["spec"]
    container = spec["containers"][0]
    labels = pod["metadata"]["labels"]

    configmaps = {c["metadata"]["name"]: c.get("data", {}) for c in by_kind.get("ConfigMap", [])}
    env = {}
    for source in container.get("envFrom", []):
        name = source["configMapRef"]["name"]
        check(name in configmaps, f"envFrom ConfigMap {name} is rendered alongside")
        env.update(configmaps.get(name, {}))
    env.update({e["name"]: e.get("value") for e in container.get("env", [])})
    set_vars = {k for k in env if k.startswith("ROTATION_POLICY_")}
    missing = expected_vars - set_vars - set(NOT_SET)
    unknown = set_vars - expected_vars
    check(not missing, f"every server variable is set (missing: {sorted(missing) or 'none'})")
    check(not unknown, f"no unknown ROTATION_POLICY_* variable (unknown: {sorted(unknown) or 'none'})")
    check(not container.get("args") and not container.get("command"), "no flags in args/command (they would win over the environment)")
    check(not re.search(r"^CMD ", (ROOT / "Dockerfile").read_text(), re.M), "the image passes no flags either (no CMD)")

    port = next(p["containerPort"] for p in container["ports"] if p["name"] == "http")
    check(env.get("ROTATION_POLICY_PORT") == str(port), f"ROTATION_POLICY_PORT equals the container port {port}")
    check(env.get("ROTATION_POLICY_HOST") in ("0.0.0.0", "::"), "the server listens on all addresses of the pod")

    live = container["livenessProbe"]["httpGet"]["path"]
    ready = container["readinessProbe"]["httpGet"]["path"]
    check(live == "/healthz" and live in routes, "liveness probes /healthz, a documented route")
    check(ready == "/readyz" and ready in routes, "readiness probes /readyz, a documented route")

    pre_stop = container["lifecycle"]["preStop"]["sleep"]["seconds"]
    drain = int(env["ROTATION_POLICY_DRAIN_TIMEOUT"])
    grace = spec["terminationGracePeriodSeconds"]
    check(grace >= pre_stop + drain, f"grace period {grace} s >= preStop {pre_stop} s + drain {drain} s")

    pod_sc, sc = spec["securityContext"], container["securityContext"]
    check(user is not None and (pod_sc.get("runAsUser"), pod_sc.get("runAsGroup")) == user, f"runs as the Dockerfile's USER {user}")
    check(pod_sc.get("runAsNonRoot") is True and pod_sc["seccompProfile"]["type"] == "RuntimeDefault", "non-root, seccomp RuntimeDefault")
    check(
        sc.get("readOnlyRootFilesystem") is True
        and sc.get("allowPrivilegeEscalation") is False
        and sc.get("capabilities", {}).get("drop") == ["ALL"],
        "read-only root, no privilege escalation, all capabilities dropped",
    )
    resources = container["resources"]
    check(all(k in resources.get(t, {}) for t in ("requests", "limits") for k in ("cpu", "memory")), "CPU and memory requests and limits")

    annotations = pod["metadata"].get("annotations", {})
    check(
        annotations.get("prometheus.io/scrape") == "true"
        and annotations.get("prometheus.io/port") == str(port)
        and annotations.get("prometheus.io/path") == "/metrics"
        and "/metrics" in routes,
        "Prometheus annotations name the http port and /metrics",
    )

    service = by_kind["Service"][0]
    check(matches(service["spec"]["selector"], labels), "the Service selects the pods")
    check(any(p["name"] == "http" and p["targetPort"] in ("http", port) for p in service["spec"]["ports"]), "the Service's http port reaches the container")
    pdb = by_kind["PodDisruptionBudget"][0]
    check(matches(pdb["spec"]["selector"]["matchLabels"], labels), "the PodDisruptionBudget selects the pods")
    policy = by_kind["NetworkPolicy"][0]
    check(matches(policy["spec"]["podSelector"]["matchLabels"], labels), "the NetworkPolicy selects the pods")
    check(all(p["port"] == port for rule in policy["spec"].get("ingress", []) for p in rule.get("ports", [])), "the NetworkPolicy admits the http port")
    hpa = by_kind["HorizontalPodAutoscaler"][0]
    target = hpa["spec"]["scaleTargetRef"]
    check(target["kind"] == "Deployment" and target["name"] == deployment["metadata"]["name"], "the HPA scales this Deployment")
    check("replicas" not in deployment["spec"], "the Deployment leaves the replica count to the HPA")
    check(hpa["spec"]["minReplicas"] >= 2, "at least 2 replicas, so the PDB allows a drain without downtime")


def main():
    expected = server_variables()
    user = dockerfile_user()
    routes = openapi_paths()
    for path in sys.argv[1:]:
        check_file(path, expected, user, routes)
    print(f"k8s: {passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
