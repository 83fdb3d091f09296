// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// What the tests of the transforms (issue 37) share: loading a profile from text, a list of
// transforms applied, the flat profile as text, the details' sums checked, the hand-worked
// diamond and callback profiles and random call graphs with consistent costs.

#include "tests/support/TestSupport.h"

#include "core/analysis/CallRelations.h"
#include "core/analysis/FlatProfile.h"
#include "core/transform/Apportion.h"
#include "core/transform/ProfileTransforms.h"

#include <QStringList>

#include <array>
#include <map>
#include <random>
#include <set>

namespace tally::test {

using namespace Qt::StringLiterals;

inline std::shared_ptr<const Profile> loadProfile(const QByteArray& text)
{
    auto result = loadText(text, u"transforms.out"_s);
    if (!result.profile)
        qFatal("%s", qPrintable(result.error));
    return result.profile;
}

inline std::shared_ptr<const Profile> transformed(const std::shared_ptr<const Profile>& profile,
                                                  std::vector<Transform> list)
{
    const transforms::Outcome outcome = transforms::apply(profile, list);
    if (!outcome.profile)
        qWarning("%s", qPrintable(outcome.error));
    return outcome.profile;
}

inline Transform focusOn(const QString& name)
{
    return {TransformKind::Focus, name};
}
inline Transform dropping(const QString& name)
{
    return {TransformKind::Drop, name};
}
inline Transform merging(const QString& name)
{
    return {TransformKind::Merge, name};
}
inline Transform collapsing(const QString& object)
{
    return {TransformKind::CollapseObject, object};
}

inline FlatProfile flatOf(const Profile& profile, bool cycles = true)
{
    return FlatProfile(profile, {cycles, PartMask::all(profile.partCount())});
}

inline QString costs(std::span<const Cost> values)
{
    QStringList parts;
    for (const Cost c : values)
        parts << QString::number(c);
    return parts.join(u'/');
}

// "name self incl" for every function present, by name; then "total T".
inline QString flatText(const Profile& profile, bool cycles = true)
{
    const FlatProfile flat = flatOf(profile, cycles);
    std::map<QString, QString> rows;
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f))
            rows[profile.functionName(f)] = u"%1 %2 %3"_s.arg(
                profile.functionName(f), costs(flat.self(f)), costs(flat.inclusive(f)));
    }
    QStringList lines;
    for (const auto& [name, row] : rows)
        lines << row;
    lines << u"total "_s + costs(profile.totals());
    return lines.join(u"; "_s);
}

// Every function's line rows add up to its self cost, its call sites to each callee to its calls.
inline void checkDetailsAddUp(const Profile& profile)
{
    const int width = profile.events().realCount();
    const FlatProfile flat = flatOf(profile, false);
    const CallRelations relations(profile);
    for (const FunctionId f : profile.functionIds()) {
        std::vector<Cost> lines(std::size_t(width), 0);
        for (const auto& [row, c] : profile.lines(f))
            for (int e = 0; e < width; ++e)
                lines[std::size_t(e)] += c[std::size_t(e)];
        if (!profile.lines(f).empty())
            QCOMPARE(costs(lines), costs(flat.self(f)));
        for (const CallRelation& callee : relations.callees(f)) {
            if (callee.sites.empty())
                continue;
            std::vector<Cost> sites(std::size_t(width), 0);
            Count count = 0;
            for (const CallSiteSummary& site : callee.sites) {
                count += site.count;
                for (int e = 0; e < width; ++e)
                    sites[std::size_t(e)] += site.inclusive[std::size_t(e)];
            }
            QCOMPARE(costs(sites), costs(callee.inclusive));
            QCOMPARE(count, callee.count);
        }
    }
}

// main (self 10) calls a (100) and b (50); a (self 40) calls c (60); b (self 20) calls c (30);
// c has self 90. Total 160.
inline const QByteArray kDiamond = "events: Ir\n"
                                   "fl=d.c\n"
                                   "fn=main\n1 10\n"
                                   "cfn=a\ncalls=1 10\n2 100\n"
                                   "cfn=b\ncalls=2 20\n3 50\n"
                                   "fn=a\n10 40\n"
                                   "cfn=c\ncalls=3 30\n11 60\n"
                                   "fn=b\n20 20\n"
                                   "cfn=c\ncalls=1 30\n21 30\n"
                                   "fn=c\n30 90\n";

// A library called back into: main (prog) calls qsort (libc) 100; qsort (self 30) calls cmp
// (prog) 50 and memcpy (libc) 20; cmp (self 40) calls strcmp (libc) 10.
inline const QByteArray kCallback = "events: Ir\n"
                                    "ob=/usr/bin/prog\nfl=p.c\nfn=main\n1 5\n"
                                    "cob=/lib/libc.so.6\ncfl=q.c\ncfn=qsort\ncalls=1 1\n2 100\n"
                                    "ob=/lib/libc.so.6\nfl=q.c\nfn=qsort\n1 30\n"
                                    "cob=/usr/bin/prog\ncfl=p.c\ncfn=cmp\ncalls=4 10\n2 50\n"
                                    "cfn=memcpy\ncalls=1 20\n3 20\n"
                                    "fn=memcpy\n20 20\n"
                                    "ob=/usr/bin/prog\nfl=p.c\nfn=cmp\n10 40\n"
                                    "cob=/lib/libc.so.6\ncfl=q.c\ncfn=strcmp\ncalls=4 30\n11 10\n"
                                    "ob=/lib/libc.so.6\nfl=q.c\nfn=strcmp\n30 10\n";

// A random call graph without recursion whose costs are consistent: each function's inclusive
// cost is its self cost plus its calls, and its calls in add up to it. Two events; functions
// in the objects libA.so and prog.
inline QByteArray randomDag(std::mt19937& random, int functions)
{
    std::uniform_int_distribution<int> selfCost(0, 1000);
    std::vector<std::array<Cost, 2>> self{std::size_t(functions)};
    std::vector<std::vector<int>> callers{std::size_t(functions)};
    for (int f = 0; f < functions; ++f) {
        self[std::size_t(f)] = {selfCost(random), selfCost(random) / 3};
        if (f == 0)
            continue;
        std::uniform_int_distribution<int> pick(0, f - 1);
        std::set<int> chosen{pick(random)};
        const int more = std::uniform_int_distribution<int>(0, 2)(random);
        for (int i = 0; i < more; ++i)
            chosen.insert(pick(random));
        callers[std::size_t(f)].assign(chosen.begin(), chosen.end());
    }
    // Bottom up: a function's inclusive cost, shared out over its callers at random.
    std::map<std::pair<int, int>, std::array<Cost, 2>> calls; // (caller, callee)
    std::vector<std::array<Cost, 2>> inclusive{std::size_t(functions)};
    for (int f = functions - 1; f >= 0; --f) {
        auto total = self[std::size_t(f)];
        for (const auto& [key, cost] : calls) {
            if (key.first == f) {
                total[0] += cost[0];
                total[1] += cost[1];
            }
        }
        inclusive[std::size_t(f)] = total;
        const auto& from = callers[std::size_t(f)];
        if (from.empty())
            continue;
        for (int e = 0; e < 2; ++e) {
            std::vector<Cost> weights;
            for (std::size_t i = 0; i < from.size(); ++i)
                weights.push_back(std::uniform_int_distribution<int>(1, 10)(random));
            std::vector<Cost> shares(from.size());
            apportion::shares(total[std::size_t(e)], weights, shares);
            for (std::size_t i = 0; i < from.size(); ++i)
                calls[{from[i], f}][std::size_t(e)] = shares[i];
        }
    }
    const auto object = [](int f) { return f % 3 == 1 ? "/lib/libA.so"_ba : "/bin/prog"_ba; };
    QByteArray text = "events: Ir Dr\nfl=r.c\n";
    for (int f = 0; f < functions; ++f) {
        text += "ob=" + object(f) + "\nfn=f" + QByteArray::number(f) + "\n";
        int line = f * 100 + 1;
        text += QByteArray::number(line++) + ' ' + QByteArray::number(self[std::size_t(f)][0]) +
                ' ' + QByteArray::number(self[std::size_t(f)][1]) + '\n';
        for (const auto& [key, cost] : calls) {
            if (key.first != f)
                continue;
            text += "cob=" + object(key.second) + "\ncfn=f" + QByteArray::number(key.second) +
                    "\ncalls=" + QByteArray::number(1 + key.second % 4) + " 1\n" +
                    QByteArray::number(line++) + ' ' + QByteArray::number(cost[0]) + ' ' +
                    QByteArray::number(cost[1]) + '\n';
        }
    }
    return text;
}

inline std::map<QString, std::vector<Cost>> inclusiveByName(const Profile& profile, bool cycles)
{
    const FlatProfile flat = flatOf(profile, cycles);
    std::map<QString, std::vector<Cost>> byName;
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f))
            byName[profile.functionName(f)].assign(flat.inclusive(f).begin(),
                                                   flat.inclusive(f).end());
    }
    return byName;
}

} // namespace tally::test
