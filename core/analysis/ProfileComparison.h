// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ChangeEffects.h"
#include "core/analysis/CostSnapshot.h"
#include "core/analysis/NameRewrite.h"
#include "core/analysis/ProfileComparisonPairs.h"
#include "core/model/EventSet.h"

#include <QStringList>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <stop_token>
#include <vector>

namespace tally {

// Two profiles side by side, to answer "what did my change do?": every function of the baseline
// matched with the same function of the new profile, with both sides' self and inclusive costs
// for each event type both sides measure. Immutable once built; keeps both snapshots alive.
//
// Matching: a function is the same on both sides when its name, the last component of its file
// name and the last component of its object name agree, so builds in other folders still match
// (`ignoreFile` leaves the file out: inlining moves code between files). Functions left over are
// then matched when their name and object agree and each side has only one of them (the file was
// renamed), and last when only their name agrees and each side has only one (the object was
// renamed: prog-v1 against prog-v2); such rows are `Moved`. What is still left is `Added` or
// `Removed`, never dropped. With Options' rewrites, the names and files are compared as rewritten.
// Options' pairs made by hand come before all of that: each joins the two functions it names
// (found again by name, file and object in whatever profiles are compared) into a `Moved` row.
// Recursion cycles (when the snapshots detect them) are matched by the
// members they share.
class ProfileComparison
{
public:
    struct Options
    {
        bool ignoreFile = false;
        bool includeCycles = true; // rows for the snapshots' cycles
        // The rows' names as the views shorten them (seconds for 127,000 long names); the
        // writers print whole names and need none.
        bool shortNames = true;
        // Applied in order to every function's name (and file's path) of both sides before
        // matching (--mod-funcname, --mod-filename): the rows still show the names as recorded.
        std::vector<NameRewrite> functionRewrites;
        std::vector<NameRewrite> fileRewrites;
        // Functions paired by hand ("Pair With..."), matched first; a pair naming a function
        // that is missing, or taken by an earlier pair, is left out.
        std::vector<ManualPair> manualPairs;
    };

    enum class Side : std::uint8_t
    {
        Base,
        New,
    };

    enum class Kind : std::uint8_t
    {
        Same,    // matched by name, file and object
        Moved,   // matched, but its file or object has another name on the new side
        Added,   // only in the new profile
        Removed, // only in the baseline
        Cycle,   // a recursion cycle (on one side or both)
    };

    struct Row
    {
        Kind kind = Kind::Same;
        FunctionId base;    // invalid when the function is not in the baseline
        FunctionId current; // invalid when the function is not in the new profile
        int baseCycle = -1; // for cycles: index into each side's FlatProfile::cycles(), or -1
        int newCycle = -1;
        bool byHand = false; // matched by one of Options::manualPairs

        bool has(Side side) const
        {
            return kind == Kind::Cycle ? (side == Side::Base ? baseCycle : newCycle) >= 0
                                       : (side == Side::Base ? base : current).isValid();
        }
    };

    // Stops early when `stop` is requested (the matching and costs then are partial, and
    // stopped() says so: such a comparison is only to be dropped).
    ProfileComparison(std::shared_ptr<const CostSnapshot> base,
                      std::shared_ptr<const CostSnapshot> current, const Options& options,
                      std::stop_token stop = {});
    bool stopped() const { return m_stopped; }

    const CostSnapshot& snapshot(Side side) const { return side == Side::Base ? *m_base : *m_new; }
    const Profile& profile(Side side) const { return *snapshot(side).profile; }
    const Options& options() const { return m_options; }

    // The event types both sides measure, in the baseline's order, with KCachegrind's default
    // derived types over them. Every cost below has one column per real type of this set.
    const EventSet& events() const { return m_events; }
    int width() const { return m_events.realCount(); }
    // Index of common real event `e` in each side's own event set.
    int eventIndex(Side side, int e) const { return m_eventIndex[std::size_t(side)][e]; }
    // `costs` in one side's own event columns, as the common real types (0 where that side's
    // row is shorter).
    std::vector<Cost> commonCosts(Side side, std::span<const Cost> costs) const;
    // Real event types measured on one side only (named in a notice, not compared).
    const QStringList& onlyOn(Side side) const { return m_onlyOn[std::size_t(side)]; }

    std::size_t rowCount() const { return m_rows.size(); }
    const std::vector<Row>& rows() const { return m_rows; }
    const Row& row(std::size_t r) const { return m_rows[r]; }
    // The row of a function of one side (every present function has one), or -1.
    std::ptrdiff_t rowOf(Side side, FunctionId f) const;

    // Costs of a row on one side (zero where the row has no function or cycle there).
    std::span<const Cost> self(std::size_t r, Side side) const { return costs(r, side, 0); }
    std::span<const Cost> inclusive(std::size_t r, Side side) const { return costs(r, side, 1); }
    Count called(std::size_t r, Side side) const;
    // new - base of event `event` of events() (real or derived).
    Cost selfDelta(std::size_t r, int event) const;
    Cost inclusiveDelta(std::size_t r, int event) const;
    // inclusiveDelta() split into the calls effect and the per-call effect (ChangeEffects.h):
    // a row on one side only is all calls effect, one the base never called all per-call effect.
    changeeffects::Split effects(std::size_t r, int event) const;
    // Of event `event` of events(); 0 for one it does not have: sides with no event type in
    // common have none, and the views still ask for their first.
    Cost value(std::span<const Cost> costs, int event) const
    {
        return event >= 0 && event < m_events.count() ? m_events.value(costs, event) : 0;
    }
    // The name of event `event` of events(); empty for one it does not have, as value() reads 0.
    QString eventName(int event) const
    {
        return event >= 0 && event < m_events.count() ? m_events.type(event).name : QString();
    }

    // Each side's totals over the common real events.
    std::span<const Cost> totals(Side side) const;
    Cost totalDelta(int event) const;
    // `cost` of one side as a share of that side's own total of `event` (0..1; 0 for a zero
    // total): the share scale, for runs of different length.
    double share(Cost cost, Side side, int event) const;
    // Growth of `value` relative to `base` in percent; +inf when it appears from zero.
    static double percentChange(Cost base, Cost value);
    // The same for shown values that need not be costs (shares of a total).
    static double relativeChange(double base, double value);

    // What names a row: the new side's function (or cycle) if it has one, else the baseline's.
    QString name(std::size_t r) const;
    // The rows' names shortened so that no two read alike (ShortNames).
    const ShortNames& shortNames() const { return *m_shortNames; }
    QString file(std::size_t r, Side side) const;
    // The function of a row on one side by name, file and object (empty for a cycle or a side
    // the row does not have): what a pair made by hand keeps.
    NamedFunction key(std::size_t r, Side side) const;
    QString object(std::size_t r, Side side) const;
    QString file(std::size_t r) const { return file(r, displaySide(r)); }
    QString object(std::size_t r) const { return object(r, displaySide(r)); }
    Side displaySide(std::size_t r) const
    {
        return m_rows[r].has(Side::New) ? Side::New : Side::Base;
    }

    // Rows by |delta| of `event`'s inclusive cost, descending; ties by |self delta|, then by name,
    // file and object, so the order is stable. `grewFirst` sorts by the signed delta instead, the
    // functions that grew most first.
    std::vector<std::size_t> sortedRows(int event = 0, bool grewFirst = false) const;
    // Each row's rank among the rows' names (name()) ignoring ASCII case, as the flat profile
    // sorts names (caseless::compare); equal names share one. Made at the first call, on any
    // thread (the Compare view's worker makes it beside the comparison, so that a click on the
    // Function header orders numbers: 116 ms of names compared on 127,000 rows).
    const std::vector<std::uint32_t>& nameRanks() const;
    // sortedRows(event), made once for each event at its first call, on any thread: where the
    // Compare view's sorts and filter start (made again at each, it compared 127,000 names).
    const std::vector<std::size_t>& defaultOrder(int event) const;
    // The rows in the order that breaks sortedRows()'s ties, whatever the event: functions
    // before cycles; functions by name (bytes), file and object, an added or changed one before
    // a removed one; cycles by number, new-side ones first; then by row. Made once, at the
    // first call, on any thread: sortedRows() then sorts integers from it, so that another
    // event in the Compare view orders 127,000 rows without a name compared.
    const std::vector<std::size_t>& tieOrder() const;

private:
    std::span<const Cost> costs(std::size_t r, Side side, int which) const
    {
        const std::size_t w = std::size_t(width());
        return {m_costs.data() + r * 4 * w + (std::size_t(side) * 2 + std::size_t(which)) * w, w};
    }
    void matchFunctions();
    void matchCycles();
    void fillCosts();
    // Polled in the long loops: whether to give up.
    bool shouldStop()
    {
        m_stopped = m_stopped || m_stop.stop_requested();
        return m_stopped;
    }

    std::shared_ptr<const CostSnapshot> m_base;
    std::shared_ptr<const CostSnapshot> m_new;
    Options m_options;
    std::stop_token m_stop;
    bool m_stopped = false;
    EventSet m_events;
    std::vector<int> m_eventIndex[2];
    QStringList m_onlyOn[2];
    std::vector<Row> m_rows;
    std::vector<std::int32_t> m_rowOf[2]; // per function id of each side
    std::vector<Cost> m_costs;            // per row: base self, base incl, new self, new incl
    std::vector<Cost> m_totals;           // base totals, new totals
    std::shared_ptr<const ShortNames> m_shortNames = std::make_shared<const ShortNames>();
    mutable std::mutex m_defaultOrdersMutex;
    mutable std::map<int, std::vector<std::size_t>> m_defaultOrders; // nodes: references stay
    mutable std::once_flag m_tieOrderMade;
    mutable std::vector<std::size_t> m_tieOrder;
    mutable std::once_flag m_nameRanksMade;
    mutable std::vector<std::uint32_t> m_nameRanks;
};

} // namespace tally
