// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/EventSet.h"

#include "core/model/CostArithmetic.h"

#include <QRegularExpression>

namespace tally {

int EventSet::indexOf(const QString& name) const
{
    for (int i = 0; i < count(); ++i) {
        if (m_types[i].name == name)
            return i;
    }
    return -1;
}

bool EventSet::valuesAsIn(const EventSet& other) const
{
    if (m_realCount != other.m_realCount || m_types.size() != other.m_types.size())
        return false;
    for (std::size_t i = 0; i < m_types.size(); ++i) {
        if (m_types[i].name != other.m_types[i].name ||
            m_types[i].weights != other.m_types[i].weights)
            return false;
    }
    return true;
}

int EventSet::addReal(const QString& name)
{
    if (const int existing = indexOf(name); existing >= 0 && existing < m_realCount)
        return existing;
    if (const int derived = indexOf(name); derived >= 0) {
        // A file defines a real column for a name an earlier `event:` line derived: the data wins.
        m_types.erase(m_types.begin() + derived);
    }
    EventType type;
    type.name = name;
    for (const auto& [pendingName, longName] : m_pendingLongNames) {
        if (pendingName == name)
            type.longName = longName;
    }
    m_types.insert(m_types.begin() + m_realCount, std::move(type));
    for (auto& t : m_types) {
        if (t.isDerived() && int(t.weights.size()) == m_realCount)
            t.weights.insert(t.weights.begin() + m_realCount, 0);
    }
    return m_realCount++;
}

void EventSet::setLongName(const QString& name, const QString& longName)
{
    if (const int index = indexOf(name); index >= 0) {
        m_types[index].longName = longName;
        return;
    }
    for (auto& pending : m_pendingLongNames) {
        if (pending.first == name) {
            pending.second = longName;
            return;
        }
    }
    if (m_pendingLongNames.size() < std::size_t(kMaxDerived))
        m_pendingLongNames.emplace_back(name, longName);
}

std::optional<std::vector<FormulaTerm>> EventSet::parseFormula(const QString& text, QString* error)
{
    static const QRegularExpression term(
        QStringLiteral(R"(^\s*(?:(-?\d+)\s*(?:\*\s*)?)?([A-Za-z_][A-Za-z0-9_]*)\s*$)"));
    std::vector<FormulaTerm> terms;
    const auto parts = text.split(QLatin1Char('+'));
    for (const auto& part : parts) {
        const auto match = term.match(part);
        if (!match.hasMatch()) {
            if (error)
                *error = QStringLiteral("invalid term '%1' in formula '%2'")
                             .arg(part.trimmed(), text.trimmed());
            return std::nullopt;
        }
        FormulaTerm t;
        bool ok = true;
        if (match.capturedLength(1) > 0)
            t.factor = match.captured(1).toLongLong(&ok);
        if (!ok) {
            if (error)
                *error = QStringLiteral("factor out of range in '%1'").arg(part.trimmed());
            return std::nullopt;
        }
        t.name = match.captured(2);
        terms.push_back(std::move(t));
    }
    return terms;
}

bool EventSet::addDerived(const QString& name, std::vector<FormulaTerm> formula,
                          const QString& longName, QString* error)
{
    if (formula.empty()) {
        if (error)
            *error = QStringLiteral("empty formula for '%1'").arg(name);
        return false;
    }
    if (count() - m_realCount >= kMaxDerived && indexOf(name) < 0) {
        if (error)
            *error = QStringLiteral("more than %1 derived event types; '%2' is ignored")
                         .arg(kMaxDerived)
                         .arg(name);
        return false;
    }
    if (const int existing = indexOf(name); existing >= 0) {
        if (existing < m_realCount) {
            if (error)
                *error = QStringLiteral("'%1' is a measured event type and cannot be redefined")
                             .arg(name);
            return false;
        }
        m_types.erase(m_types.begin() + existing);
    }
    EventType type;
    type.name = name;
    type.longName = longName;
    type.formula = std::move(formula);
    m_types.push_back(std::move(type));
    return true;
}

void EventSet::addDefaultDerivedTypes()
{
    struct Default
    {
        const char* name;
        const char* formula;
        const char* longName;
    };
    static const Default defaults[] = {
        {"L1m", "I1mr + D1mr + D1mw", "L1 Miss Sum"},
        {"LLm", "ILmr + DLmr + DLmw", "Last-level Miss Sum"},
        {"L2m", "I2mr + D2mr + D2mw", "L2 Miss Sum"},
        {"Bm", "Bim + Bcm", "Mispredicted Branch"},
        {"CEst", "Ir + 10 Bm + 10 L1m + 100 LLm", "Cycle Estimation"},
        {"CEst", "Ir + 10 L1m + 100 LLm", "Cycle Estimation"},
        {"CEst", "Ir + 10 L1m + 100 L2m", "Cycle Estimation"},
    };
    for (const Default& entry : defaults) {
        const QString name = QLatin1String(entry.name);
        if (indexOf(name) >= 0)
            continue;
        auto terms = parseFormula(QLatin1String(entry.formula), nullptr);
        const bool available =
            terms && std::all_of(terms->begin(), terms->end(), [this](const FormulaTerm& term) {
                return indexOf(term.name) >= 0;
            });
        if (available)
            addDerived(name, std::move(*terms), QLatin1String(entry.longName), nullptr);
    }
}

std::vector<QString> EventSet::resolve()
{
    // Depth-first expansion with an explicit "being resolved" mark refuses cycles; the nesting
    // depth is bounded by the number of derived types, which is small and user-visible.
    enum class State
    {
        Unresolved,
        Resolving,
        Done,
        Failed
    };
    std::vector<State> state(m_types.size(), State::Unresolved);
    std::vector<QString> problems;

    auto resolveOne = [&](auto&& self, int index) -> bool {
        if (index < m_realCount)
            return true;
        if (state[index] == State::Done)
            return true;
        if (state[index] == State::Failed)
            return false;
        if (state[index] == State::Resolving) {
            problems.push_back(QStringLiteral("event type '%1': formula refers back to itself")
                                   .arg(m_types[index].name));
            state[index] = State::Failed;
            return false;
        }
        state[index] = State::Resolving;
        std::vector<Cost> weights(m_realCount, 0);
        for (const auto& term : m_types[index].formula) {
            const int target = indexOf(term.name);
            if (target < 0) {
                problems.push_back(
                    QStringLiteral("event type '%1': unknown event type '%2' in formula")
                        .arg(m_types[index].name, term.name));
                state[index] = State::Failed;
                return false;
            }
            if (!self(self, target)) {
                if (state[index] != State::Failed)
                    problems.push_back(
                        QStringLiteral("event type '%1': depends on invalid type '%2'")
                            .arg(m_types[index].name, term.name));
                state[index] = State::Failed;
                return false;
            }
            if (target < m_realCount) {
                costmath::addTo(weights[target], term.factor);
            } else {
                for (int e = 0; e < m_realCount; ++e)
                    costmath::addTo(weights[e],
                                    costmath::multiply(term.factor, m_types[target].weights[e]));
            }
        }
        m_types[index].weights = std::move(weights);
        state[index] = State::Done;
        return true;
    };

    for (int i = m_realCount; i < count(); ++i)
        resolveOne(resolveOne, i);

    std::vector<EventType> kept;
    for (int i = 0; i < count(); ++i) {
        if (state[i] != State::Failed)
            kept.push_back(std::move(m_types[i]));
    }
    m_types = std::move(kept);
    return problems;
}

} // namespace tally
