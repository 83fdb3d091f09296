// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/ProfileSeries.h"

#include <algorithm>
#include <tuple>

namespace tally {

namespace {
using Side = ProfileComparison::Side;
} // namespace

ProfileSeries::ProfileSeries(ProfileComparison::Options matching) : m_matching(std::move(matching))
{
    m_matching.includeCycles = false;
    m_matching.shortNames = false;
}

void ProfileSeries::add(std::shared_ptr<const CostSnapshot> step, const QString& label)
{
    if (!step || !step->profile)
        step = CostSnapshot::empty();
    const Profile& profile = *step->profile;
    const FlatProfile& flat = *step->flat;
    if (m_steps.empty()) {
        for (int e = 0; e < profile.events().realCount(); ++e)
            m_firstEvents << profile.events().type(e).name;
    }
    const std::size_t width = std::size_t(m_firstEvents.size());
    // The first step's event types in this step's columns (-1: not measured here).
    std::vector<int> own(width, -1);
    Step added;
    added.label = label;
    added.measured.assign(width, 0);
    added.totals.assign(width, 0);
    const bool sized = flat.width() == profile.events().realCount();
    for (std::size_t e = 0; e < width; ++e) {
        const int index = profile.events().indexOf(m_firstEvents[qsizetype(e)]);
        if (sized && index >= 0 && index < profile.events().realCount()) {
            own[e] = index;
            added.measured[e] = 1;
            added.totals[e] = flat.totals()[std::size_t(index)];
        }
    }

    // Each present function's row: its match in the step before, or a new one.
    const int stepIndex = int(m_steps.size());
    std::vector<std::int32_t> rowOf(profile.functionCount(), -1);
    const bool renames = !m_matching.functionRewrites.empty() || !m_matching.fileRewrites.empty();
    const auto newRow = [&](FunctionId f) {
        rowOf[f.index()] = std::int32_t(m_rows.size());
        m_rows.push_back({profile.functionName(f), profile.functionFile(f),
                          profile.functionObject(f), false, stepIndex, stepIndex});
    };
    if (!m_previous) {
        for (const FunctionId f : profile.functionIds()) {
            if (flat.contains(f) && flat.isPresent(f))
                newRow(f);
        }
    } else {
        const ProfileComparison comparison(m_previous, step, m_matching);
        // Rows that leave at this step wait for their function to come back.
        for (std::size_t r = 0; r < comparison.rowCount(); ++r) {
            const auto& compared = comparison.row(r);
            if (compared.current.isValid() || !compared.base.isValid())
                continue;
            if (const std::int32_t gone = m_rowOfPrevious[compared.base.index()]; gone >= 0)
                m_gone[returnKey(*m_previous->profile, compared.base)].push_back(gone);
        }
        // A function new against the step before, back after a gap: its old row.
        const auto returning = [&](FunctionId f) -> std::int32_t {
            if (m_gone.empty())
                return -1;
            const auto it = m_gone.find(returnKey(profile, f));
            if (it == m_gone.end())
                return -1;
            const std::int32_t back = it->second.front();
            it->second.erase(it->second.begin());
            if (it->second.empty())
                m_gone.erase(it);
            return back;
        };
        for (std::size_t r = 0; r < comparison.rowCount(); ++r) {
            const auto& compared = comparison.row(r);
            if (!compared.current.isValid())
                continue; // gone in this step
            const std::int32_t existing =
                compared.base.isValid() ? m_rowOfPrevious[compared.base.index()] : -1;
            if (existing < 0) {
                if (const std::int32_t back = returning(compared.current); back >= 0) {
                    rowOf[compared.current.index()] = back;
                    m_rows[std::size_t(back)].last = stepIndex;
                } else {
                    newRow(compared.current);
                }
                continue;
            }
            rowOf[compared.current.index()] = existing;
            Row& row = m_rows[std::size_t(existing)];
            row.last = stepIndex;
            if (compared.kind == ProfileComparison::Kind::Moved || renames) {
                row.moved = row.moved || compared.kind == ProfileComparison::Kind::Moved;
                row.name = profile.functionName(compared.current); // the latest name
                row.file = profile.functionFile(compared.current);
                row.object = profile.functionObject(compared.current);
            }
        }
    }

    added.rows = m_rows.size();
    added.called.assign(added.rows, kNotPresent);
    added.costs.assign(added.rows * 2 * width, 0);
    for (const FunctionId f : profile.functionIds()) {
        const std::int32_t r = rowOf[f.index()];
        if (r < 0)
            continue;
        added.called[std::size_t(r)] = flat.called(f);
        Cost* target = added.costs.data() + std::size_t(r) * 2 * width;
        for (std::size_t e = 0; e < width; ++e) {
            if (own[e] < 0)
                continue;
            target[e] = flat.self(f)[std::size_t(own[e])];
            target[width + e] = flat.inclusive(f)[std::size_t(own[e])];
        }
    }
    m_steps.push_back(std::move(added));
    // The event types every step so far measures.
    std::erase_if(m_columns, [&](int e) { return m_steps.back().measured[std::size_t(e)] == 0; });
    if (m_steps.size() == 1) {
        for (std::size_t e = 0; e < width; ++e) {
            if (m_steps.back().measured[e] != 0)
                m_columns.push_back(int(e));
        }
    }
    m_rowOfPrevious = std::move(rowOf);
    m_previous = std::move(step);
}

std::string ProfileSeries::returnKey(const Profile& profile, FunctionId f) const
{
    const auto lastComponent = [](const QString& path) {
        return path.mid(
            std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\'))) + 1);
    };
    QString name = profile.functionName(f);
    for (const NameRewrite& rewrite : m_matching.functionRewrites)
        name = rewrite.apply(name);
    QString file;
    if (!m_matching.ignoreFile) {
        file = profile.functionFile(f);
        for (const NameRewrite& rewrite : m_matching.fileRewrites)
            file = rewrite.apply(file);
    }
    return (name + QChar(0) + lastComponent(file) + QChar(0) +
            lastComponent(profile.functionObject(f)))
        .toStdString();
}

QStringList ProfileSeries::events() const
{
    QStringList names;
    for (const int e : m_columns)
        names << m_firstEvents[e];
    for (int e = m_derived.realCount(); e < m_derived.count(); ++e)
        names << m_derived.type(e).name;
    return names;
}

std::vector<Cost> ProfileSeries::totals(int step) const
{
    std::vector<Cost> common;
    for (const int e : m_columns)
        common.push_back(m_steps[std::size_t(step)].totals[std::size_t(e)]);
    const std::size_t real = common.size();
    for (int e = m_derived.realCount(); e < m_derived.count(); ++e)
        common.push_back(m_derived.value({common.data(), real}, e));
    return common;
}

bool ProfileSeries::addDerived(const QString& name, const QString& formula, QString* error)
{
    if (m_derived.realCount() != int(m_columns.size())) {
        m_derived = EventSet();
        for (const int e : m_columns)
            m_derived.addReal(m_firstEvents[e]);
    }
    EventSet added = m_derived;
    const auto terms = EventSet::parseFormula(formula, error);
    if (!terms || !added.addDerived(name, *terms, QString(), error))
        return false;
    if (const auto problems = added.resolve(); !problems.empty()) {
        *error = problems.front();
        return false;
    }
    m_derived = std::move(added);
    return true;
}

ProfileSeries::Kind ProfileSeries::kind(std::size_t r) const
{
    const Row& row = m_rows[r];
    if (row.first > 0)
        return Kind::Added;
    if (row.last < steps() - 1)
        return Kind::Removed;
    return row.moved ? Kind::Moved : Kind::Same;
}

bool ProfileSeries::present(std::size_t r, int step) const
{
    const Step& s = m_steps[std::size_t(step)];
    return r < s.rows && s.called[r] != kNotPresent;
}

Count ProfileSeries::called(std::size_t r, int step) const
{
    return present(r, step) ? m_steps[std::size_t(step)].called[r] : 0;
}

Cost ProfileSeries::cost(std::size_t r, int step, int event, int which) const
{
    if (!present(r, step) || event < 0)
        return 0;
    if (std::size_t(event) >= m_columns.size()) {
        // A derived type: its formula over the row's real costs at this step.
        if (event >= m_derived.count() || m_derived.realCount() != int(m_columns.size()))
            return 0;
        std::vector<Cost> real(m_columns.size());
        for (std::size_t e = 0; e < real.size(); ++e)
            real[e] = cost(r, step, int(e), which);
        return m_derived.value(real, event);
    }
    const std::size_t width = std::size_t(m_firstEvents.size());
    return m_steps[std::size_t(step)].costs[r * 2 * width + std::size_t(which) * width +
                                            std::size_t(m_columns[std::size_t(event)])];
}

void ProfileSeries::finish()
{
    m_previous.reset();
    m_byName = rowsByName();
}

std::vector<std::size_t> ProfileSeries::rowsByName() const
{
    std::vector<std::size_t> order(m_rows.size());
    for (std::size_t r = 0; r < order.size(); ++r)
        order[r] = r;
    // One three-way comparison a text: std::tie's < compared the names twice whenever the first
    // was not less (names.callgrind's series: 425 M instructions here, in long shared prefixes).
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (const int byName = m_rows[a].name.compare(m_rows[b].name); byName != 0)
            return byName < 0;
        if (const int byFile = m_rows[a].file.compare(m_rows[b].file); byFile != 0)
            return byFile < 0;
        return a < b;
    });
    return order;
}

std::vector<std::size_t> ProfileSeries::sortedRows(int event) const
{
    std::vector<Cost> largest(m_rows.size(), 0);
    if (!m_columns.empty()) {
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            for (int s = m_rows[r].first; s <= m_rows[r].last; ++s)
                largest[r] = std::max(largest[r], inclusive(r, s, event));
        }
    }
    std::vector<std::size_t> order = m_byName.size() == m_rows.size() ? m_byName : rowsByName();
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return largest[a] > largest[b]; });
    return order;
}

} // namespace tally
