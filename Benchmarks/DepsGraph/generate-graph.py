#!/usr/bin/env python3
"""Writes a synthetic RIBs module for `ribs deps`, twice: as its user writes it with ribs deps,
and with every forwarding written by hand, the RIBs way.

    generate-graph.py COMPONENTS DIR [--seed N]

The tree: a root, then components added breadth first, each with 1 child (6 times in 10) or 2
to 10, at most 20 levels deep. Each component provides 5 values and requires 10: half from its parent or
grandparent, half from an ancestor more than 3 levels up (the root, when the tree is not that
deep there).

- DIR/generated/App: each RIB's Dependency lists what it needs and refines its pass-through
  protocol; components provide their own values and build their children's builders. ribs deps
  writes the rest.
- DIR/hand/App: the same RIBs, with what Uber's Component Extension template makes a user write:
  for each parent and child, a `<Parent>Dependency<Child>` protocol of what passes through and an
  `extension <Parent>Component: <Child>Dependency` that forwards it; each Dependency refines the
  protocols of its children.
- DIR/needle/App: the same components as Needle reads them (NeedleFoundation's `Component` and
  `BootstrapComponent`, children made with `C<n>Component(parent: self)`): Needle generates the
  providers that forward what each needs.
"""
import argparse
import os
import random


def build_tree(count, rng):
    parents = {0: None}
    depth = {0: 0}
    children = {0: []}
    frontier = [0]
    next_id = 1
    while next_id < count and frontier:
        parent = frontier.pop(0)
        if depth[parent] >= 19:
            continue
        # Mostly single children, so branches run deep; sometimes up to ten.
        fan_out = 1 if rng.random() < 0.6 else rng.randint(2, 10)
        for _ in range(fan_out):
            if next_id >= count:
                break
            parents[next_id] = parent
            depth[next_id] = depth[parent] + 1
            children[next_id] = []
            children[parent].append(next_id)
            frontier.append(next_id)
            next_id += 1
    return parents, depth, children


def ancestors(node, parents):
    chain = []
    while parents[node] is not None:
        node = parents[node]
        chain.append(node)
    return chain


def requirements(node, parents, rng):
    """Ten (name, type) pairs, each a value an ancestor provides."""
    chain = ancestors(node, parents)
    if not chain:
        return []
    needs = []
    for k in range(10):
        if k < 5:
            provider = chain[min(len(chain) - 1, rng.randint(0, 1))]
        else:
            far = chain[4:] or [chain[-1]]
            provider = rng.choice(far)
        value = rng.randint(0, 4)
        needs.append((f"value{provider}_{value}", "Int" if value % 2 == 0 else "String"))
    return sorted(set(needs))


def provided(node):
    return [(f"value{node}_{k}", "Int" if k % 2 == 0 else "String") for k in range(5)]


def resolve(parents, children, needs):
    """What passes through each component: its subtree's needs it does not provide or declare."""
    passing = {}
    order = sorted(parents, key=lambda n: -depth_of(n, parents))
    for node in order:
        own = set(n for n, _ in needs[node])
        made = set(n for n, _ in provided(node))
        through = {}
        for child in children[node]:
            for name, kind in needs[child] + list(passing[child].items()):
                if name not in made and name not in own:
                    through[name] = kind
        passing[node] = through
    return passing


def depth_of(node, parents):
    return len(ancestors(node, parents))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def component_file(node, needs, kids, hand_refinements=None):
    name = f"C{node}"
    lines = ["import RIBs", ""]
    if node == 0:
        lines.append(f"final class {name}Component: Component<EmptyDependency> {{")
        lines.append("    init() { super.init(dependency: EmptyComponent()) }")
    else:
        refines = hand_refinements if hand_refinements is not None else [f"{name}PassThrough"]
        inherited = ", ".join(["Dependency"] + refines)
        lines.append("@MainActor")
        lines.append(f"protocol {name}Dependency: {inherited} {{")
        for requirement, kind in needs:
            lines.append(f"    var {requirement}: {kind} {{ get }}")
        lines.append("}")
        lines.append("")
        lines.append(f"final class {name}Component: Component<any {name}Dependency> {{")
    for value, kind in provided(node):
        lines.append(f"    var {value}: {kind} {{ {'0' if kind == 'Int' else chr(34) + chr(34)} }}")
    for kid in kids:
        lines.append(f"    var c{kid}Builder: C{kid}Builder {{ C{kid}Builder(dependency: self) }}")
    lines.append("}")
    if node != 0:
        lines.append("")
        lines.append(f"final class {name}Builder: Builder<any {name}Dependency> {{}}")
    return "\n".join(lines) + "\n"


def needle_file(node, needs, kids):
    """The component in Needle's shape: its dependency protocol, its values, its children."""
    name = f"C{node}"
    lines = ["import NeedleFoundation", ""]
    if node == 0:
        lines.append(f"final class {name}Component: BootstrapComponent {{")
    else:
        lines.append(f"protocol {name}Dependency: Dependency {{")
        for requirement, kind in needs:
            lines.append(f"    var {requirement}: {kind} {{ get }}")
        lines.append("}")
        lines.append("")
        lines.append(f"final class {name}Component: Component<{name}Dependency> {{")
    # Needle's generated providers read only public properties of a component.
    for value, kind in provided(node):
        lines.append(f"    public var {value}: {kind} {{ {'0' if kind == 'Int' else chr(34) + chr(34)} }}")
    for kid in kids:
        lines.append(f"    var c{kid}Component: C{kid}Component {{ C{kid}Component(parent: self) }}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("components", type=int)
    parser.add_argument("directory")
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    parents, depth, children = build_tree(arguments.components, rng)
    needs = {node: requirements(node, parents, rng) for node in parents}
    passing = resolve(parents, children, needs)
    generated = os.path.join(arguments.directory, "generated", "App")
    hand = os.path.join(arguments.directory, "hand", "App")
    needle = os.path.join(arguments.directory, "needle", "App")
    for node in parents:
        write(os.path.join(needle, f"C{node}.swift"), needle_file(node, needs[node], children[node]))
        write(os.path.join(generated, f"C{node}.swift"), component_file(node, needs[node], children[node]))
        # By hand: one protocol and one extension a child; each forwarder written once a parent.
        refinements = [f"C{node}DependencyC{kid}" for kid in children[node]]
        text = component_file(node, needs[node], children[node], hand_refinements=refinements)
        made = set(n for n, _ in provided(node))
        forwarded = set()
        for kid in children[node]:
            asked = sorted((name, kind) for name, kind in needs[kid] + list(passing[kid].items()) if name not in made)
            text += f"\n@MainActor\nprotocol C{node}DependencyC{kid}: Dependency {{\n"
            for name, kind in asked:
                text += f"    var {name}: {kind} {{ get }}\n"
            text += "}\n"
            text += f"\nextension C{node}Component: C{kid}Dependency {{\n"
            for name, kind in asked:
                if name in forwarded:
                    continue
                forwarded.add(name)
                text += f"    var {name}: {kind} {{ dependency.{name} }}\n"
            text += "}\n"
        write(os.path.join(hand, f"C{node}.swift"), text)
    edges = sum(len(kids) for kids in children.values())
    print(f"{len(parents)} components, {edges} edges, depth {max(depth.values())}")


if __name__ == "__main__":
    main()
