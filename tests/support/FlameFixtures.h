// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// What the flame graph's tests share: a profile whose stacks are worked out by hand, the tree of
// a snapshot, and a reader of folded stacks independent of the writer.

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlameTree.h"
#include "core/model/Types.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <map>
#include <optional>

namespace tally::test {

// main -> a (600), main -> b (300); a -> c (350); b -> a (100), b -> c (100). a is called by main
// and by b, so its stacks are an estimate: main;a carries 600/700 of a. Stacks in Ir: main 100,
// main;a 300, main;a;c 300, main;b 100, main;b;a 50, main;b;a;c 50, main;b;c 100.
inline const QByteArray kSharedCallee =
    "events: Ir Dr\n"
    "fn=main\n1 100 1\ncfn=a\ncalls=2 10\n2 600 6\ncfn=b\ncalls=1 20\n3 300 3\n"
    "fn=a\n10 350 3\ncfn=c\ncalls=4 30\n11 350 3\n"
    "fn=b\n20 100 1\ncfn=a\ncalls=1 10\n21 100 1\ncfn=c\ncalls=1 30\n22 100 1\n"
    "fn=c\n30 450 4\n";

// For differential flame graphs: leaf costs 200 in both, reached through a and b, 100 each in the
// baseline, 150 and 50 in the new run (which also calls fresh): its total does not change, its
// stacks do. main is 203 in the baseline, 212 in the new run.
inline const QByteArray kTwoPathsBase = R"(events: Ir
fl=a.c
fn=main
1 1
cfn=a
calls=1 1
1 101
cfn=b
calls=1 1
1 101
fn=a
1 1
cfn=leaf
calls=1 1
1 100
fn=b
1 1
cfn=leaf
calls=1 1
1 100
fn=leaf
1 200
)";

inline const QByteArray kTwoPathsNew = R"(events: Ir
fl=a.c
fn=main
1 1
cfn=a
calls=1 1
1 151
cfn=b
calls=1 1
1 51
cfn=fresh
calls=1 1
1 9
fn=a
1 1
cfn=leaf
calls=1 1
1 150
fn=b
1 1
cfn=leaf
calls=1 1
1 50
fn=leaf
1 200
fn=fresh
1 9
)";

// The flame tree of `snapshot`, as the flame graph builds it.
inline FlameTree treeOf(const CostSnapshot& snapshot, FlameTree::Options options = {})
{
    return FlameTree::build(*snapshot.profile, *snapshot.flat, *snapshot.relations, options);
}

using FoldedStacks = std::map<QString, Cost>;

// `a;b;c COUNT` per line, the count after the last space. Nullopt for a malformed line, a count
// that is not positive, a repeated stack, or a missing final newline.
inline std::optional<FoldedStacks> parseFolded(const QByteArray& folded)
{
    FoldedStacks stacks;
    if (!folded.isEmpty() && !folded.endsWith('\n'))
        return std::nullopt;
    for (const QByteArray& line : folded.split('\n')) {
        if (line.isEmpty())
            continue;
        const qsizetype space = line.lastIndexOf(' ');
        bool ok = false;
        const Cost count = line.mid(space + 1).toLongLong(&ok);
        const QString stack = QString::fromUtf8(line.left(space));
        if (space <= 0 || !ok || count <= 0 || stacks.count(stack))
            return std::nullopt;
        stacks[stack] = count;
    }
    return stacks;
}

} // namespace tally::test
