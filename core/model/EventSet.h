// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostArithmetic.h"
#include "core/model/EventType.h"

#include <optional>
#include <span>
#include <vector>

namespace tally {

// The event types of a profile: real ones first, in the order they first appeared in the files
// (their index is their column in every cost row), then derived ones.
class EventSet
{
public:
    // Parses a formula in the spec's grammar: terms `[Number [*]] Name` joined by `+`.
    // Returns nullopt and sets `error` when the text is not a formula.
    static std::optional<std::vector<FormulaTerm>> parseFormula(const QString& text,
                                                                QString* error);

    // Bounds on what a (possibly hostile) file can define.
    static constexpr int kMaxDerived = 256;

    int realCount() const { return m_realCount; }
    int count() const { return int(m_types.size()); }
    const EventType& type(int index) const { return m_types[index]; }
    int indexOf(const QString& name) const;
    // Whether every index names the same type as in `other` and gives the same values: the same
    // real types in the same columns, derived types of the same weights. What a view keeps by
    // index (sorted orders, measured columns) stays right while it holds.
    bool valuesAsIn(const EventSet& other) const;

    // Adds a real type (or returns the existing one of that name).
    int addReal(const QString& name);
    // Sets the long name of `name`, now or when a type of that name is added.
    void setLongName(const QString& name, const QString& longName);
    // Adds or replaces a derived type; resolve() must run before values are computed.
    bool addDerived(const QString& name, std::vector<FormulaTerm> formula, const QString& longName,
                    QString* error);
    // Resolves every derived type's formula to weights over the real types. Types whose formula
    // names an unknown type or refers back to itself are removed; their names and the reason are
    // returned for diagnostics.
    std::vector<QString> resolve();
    // KCachegrind's default derived types, each added when all the types it uses exist and no
    // type of its name does: L1m, LLm (or L2m for old files), Bm and the cycle estimate CEst.
    void addDefaultDerivedTypes();

    Cost value(std::span<const Cost> realCosts, int index) const
    {
        if (index < m_realCount)
            return realCosts[index];
        const auto& weights = m_types[index].weights;
        Cost sum = 0;
        for (int e = 0; e < m_realCount; ++e)
            costmath::addTo(sum, costmath::multiply(weights[e], realCosts[e]));
        return sum;
    }
    // value(), or 0 for an index outside the set or costs narrower than the real types: what a
    // view asks with an event it kept and costs it was given, either of which may be stale.
    Cost valueOrZero(std::span<const Cost> realCosts, int index) const
    {
        if (index < 0 || index >= count() || realCosts.size() < std::size_t(m_realCount))
            return 0;
        return value(realCosts, index);
    }

private:
    std::vector<EventType> m_types;
    int m_realCount = 0;
    // Long names given (`event: X : long`) before X is known.
    std::vector<std::pair<QString, QString>> m_pendingLongNames;
};

} // namespace tally
