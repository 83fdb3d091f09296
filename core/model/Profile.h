// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/DetailRowsOnDemand.h"
#include "core/model/LineRows.h"
#include "core/model/ProfileData.h"
#include "core/model/RowRange.h"

#include <QString>

#include <memory>
#include <span>

namespace tally {

// The cost model: immutable once built, shared as std::shared_ptr<const Profile> between the
// loader thread and every view without locks.
class Profile
{
public:
    explicit Profile(ProfileData data);
    // A profile whose names are `strings` (those of `data` are not used): a transformed profile
    // shares its source's table rather than copying and hashing every name again.
    Profile(ProfileData data, std::shared_ptr<const StringTable> strings);
    // The same, whose detail rows `details` makes on demand (those of `data` are not used).
    Profile(ProfileData data, std::shared_ptr<const StringTable> strings,
            std::shared_ptr<const DetailRowsOnDemand> details);

    const EventSet& events() const { return m_data.events; }
    const StringTable& strings() const { return *m_strings; }
    const std::shared_ptr<const StringTable>& sharedStrings() const { return m_strings; }
    std::string_view string(StringId id) const { return m_strings->view(id); }
    QString qstring(StringId id) const;

    std::size_t functionCount() const { return m_data.functions.size(); }
    auto functionIds() const { return m_data.functions.ids(); }
    bool isFunction(FunctionId id) const { return m_data.functions.contains(id); }
    const FunctionKey& function(FunctionId id) const { return m_data.functions[id]; }
    QString functionName(FunctionId id) const { return qstring(m_data.functions[id].name); }
    QString functionFile(FunctionId id) const { return qstring(m_data.functions[id].file); }
    QString functionObject(FunctionId id) const { return qstring(m_data.functions[id].object); }

    const std::vector<SourceInfo>& sources() const { return m_data.sources; }
    // Whether any part has a call: cachegrind's profiles have none (every function's inclusive
    // cost is its self cost, and the callers, callees and call graph have nothing to show).
    bool recordsCalls() const { return !m_data.partCalls.empty(); }
    std::size_t partCount() const { return m_data.parts.size(); }
    auto partIds() const { return m_data.parts.ids(); }
    const PartInfo& part(PartId id) const { return m_data.parts[id]; }

    // Function-level rows of one part, with their costs (self cost; calls' inclusive cost).
    RowRange<PartFunctionRow> partFunctions(PartId part) const;
    RowRange<PartCallRow> partCalls(PartId part) const;

    // Detail rows, merged over all parts, with their costs (jumps have none). Those of a profile
    // that makes them on demand are made by the first call for a function (from any thread).
    LineRows lines(FunctionId function) const;
    RowRange<CallSiteRow> callSites(FunctionId caller) const;
    std::span<const JumpRow> jumps(FunctionId function) const;
    // Whether `function`'s detail rows are in memory: lines(), callSites() and jumps() return
    // at once (else they are made first, which may read the file).
    bool rowsAtHand(FunctionId function) const { return !m_details || m_details->isMade(function); }
    // Says that the detail rows of `functions` are about to be asked for, many at once: a
    // profile that makes them on demand may make them together (DetailRowsOnDemand::prepare).
    void prepareRows(std::span<const FunctionId> functions) const
    {
        if (m_details)
            m_details->prepare(functions);
    }
    // What makes the detail rows on demand; null when they are the profile's own tables.
    const std::shared_ptr<const DetailRowsOnDemand>& detailsOnDemand() const { return m_details; }
    // The detail rows in the profile's own tables: none in one that makes them on demand.
    std::size_t lineRowCount() const { return m_data.lines.size(); }
    std::size_t callSiteRowCount() const { return m_data.callSites.size(); }
    std::size_t jumpRowCount() const { return m_data.jumps.size(); }

    // Sum of all self costs (real events), over all parts and per part.
    std::span<const Cost> totals() const { return m_totals; }
    std::span<const Cost> partTotals(PartId part) const;

    const std::vector<Diagnostic>& diagnostics() const { return m_data.diagnostics; }

    // Approximate heap memory held by the model, for benchmarks.
    std::size_t memoryBytes() const;

private:
    void computeTotals();

    ProfileData m_data;
    std::shared_ptr<const StringTable> m_strings;
    std::shared_ptr<const DetailRowsOnDemand> m_details; // null: the rows are m_data's
    std::vector<Cost> m_totals;
    std::vector<Cost> m_partTotals; // partCount x realCount
};

} // namespace tally
