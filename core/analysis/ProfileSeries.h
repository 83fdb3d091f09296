// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"
#include "core/model/EventSet.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tally {

// A series of profiles (a benchmark's profile per commit, in order): every function matched
// across all steps as ProfileComparison matches two, each consecutive pair in turn, with its
// call count, self and inclusive cost at every step. Only per-function totals are kept: a step's
// snapshot is held until the next step has been matched against it, so a series of 50 profiles
// holds two models at most, not 50. A function that leaves and comes back later keeps its row,
// absent (zero) at the steps between: it is found again by its name, file and object (last
// components, as rewritten) among the rows that left. Cycles get no rows (their numbers change
// from step to step).
class ProfileSeries
{
public:
    enum class Kind : std::uint8_t
    {
        Same,    // in the first and the last step, matched by name, file and object
        Moved,   // the same, matched across a renamed file or object at some step
        Added,   // absent from the first step
        Removed, // in the first step, absent from the last
    };

    struct Row
    {
        QString name; // as the latest step that has it names it
        QString file;
        QString object;
        bool moved = false;
        int first = 0; // the first and last step (0-based) that has it
        int last = 0;
    };

    // `matching`'s rewrites and ignoreFile apply; its cycles and short names do not.
    explicit ProfileSeries(ProfileComparison::Options matching);

    // Matches the next step against the one before and keeps its per-function totals; the step
    // before is dropped. `label` names the step (its files).
    void add(std::shared_ptr<const CostSnapshot> step, const QString& label);
    // Drops the last step's snapshot: only the totals remain. Orders the rows by name once, for
    // sortedRows().
    void finish();

    int steps() const { return int(m_steps.size()); }
    const QString& label(int step) const { return m_steps[std::size_t(step)].label; }
    // The real event types every step measures, in the first step's order, then the derived
    // types added.
    QStringList events() const;
    std::vector<Cost> totals(int step) const; // per events()
    // After the last step: a derived type (`--derived NAME=FORMULA`) over the real types of
    // events(), evaluated at every step of every row; false with `error` saying why not.
    bool addDerived(const QString& name, const QString& formula, QString* error);

    std::size_t rowCount() const { return m_rows.size(); }
    const Row& row(std::size_t r) const { return m_rows[r]; }
    Kind kind(std::size_t r) const;
    bool present(std::size_t r, int step) const;
    Count called(std::size_t r, int step) const;
    // Of events()[event], 0 where the function is absent.
    Cost self(std::size_t r, int step, int event) const { return cost(r, step, event, 0); }
    Cost inclusive(std::size_t r, int step, int event) const { return cost(r, step, event, 1); }

    // Rows by the largest inclusive cost of `event` in any step, descending; ties by name, file.
    std::vector<std::size_t> sortedRows(int event = 0) const;

private:
    struct Step
    {
        QString label;
        std::size_t rows = 0;              // rows that existed when the step was added
        std::vector<Count> called;         // per row (of those), or kNotPresent
        std::vector<Cost> costs;           // per row: self then inclusive, per first-step event
        std::vector<Cost> totals;          // per first-step event
        std::vector<std::int8_t> measured; // per first-step event: whether this step has it
    };
    static constexpr Count kNotPresent = ~Count(0);
    Cost cost(std::size_t r, int step, int event, int which) const;
    // The rows by name, file and row.
    std::vector<std::size_t> rowsByName() const;
    // What finds a function that left again when it comes back: its name, file and object as the
    // matching compares them.
    std::string returnKey(const Profile& profile, FunctionId f) const;

    ProfileComparison::Options m_matching;
    std::shared_ptr<const CostSnapshot> m_previous;
    std::vector<std::int32_t> m_rowOfPrevious; // per function id of the previous step
    // The rows absent from the latest step, by returnKey(), oldest first.
    std::unordered_map<std::string, std::vector<std::int32_t>> m_gone;
    QStringList m_firstEvents;
    std::vector<int> m_columns; // events() as indexes of the first step's events
    EventSet m_derived;         // the real types of events(), then the derived ones (addDerived)
    std::vector<Step> m_steps;
    std::vector<Row> m_rows;
    // rowsByName() as finish() made it: each sortedRows() then orders numbers alone (comparing
    // the names of tied rows took a quarter of a second on 127,000 functions, at each new event
    // type the Series view shows).
    std::vector<std::size_t> m_byName;
};

} // namespace tally
