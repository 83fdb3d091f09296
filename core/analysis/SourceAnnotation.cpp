// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/SourceAnnotation.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <map>

namespace tally {

namespace {
void addInto(std::vector<Cost>& sum, std::span<const Cost> costs)
{
    if (sum.size() < costs.size())
        sum.resize(costs.size(), 0);
    costmath::addRow(sum.data(), costs);
}

AnnotatedLine& lineOf(AnnotatedFile& file, std::map<LineNumber, std::size_t>& index,
                      LineNumber line, std::size_t width)
{
    const auto [it, inserted] = index.try_emplace(line, file.lines.size());
    if (inserted) {
        AnnotatedLine entry;
        entry.line = line;
        entry.self.assign(width, 0);
        file.lines.push_back(std::move(entry));
    }
    return file.lines[it->second];
}
} // namespace

SourceAnnotation SourceAnnotation::build(const Profile& profile, FunctionId function)
{
    SourceAnnotation result;
    result.m_function = function;
    const std::size_t width = std::size_t(profile.events().realCount());
    result.m_self.assign(width, 0);
    if (!profile.isFunction(function))
        return result;

    std::map<StringId, std::size_t> fileIndex;
    std::vector<std::map<LineNumber, std::size_t>> lineIndex;
    auto fileOf = [&](StringId file) -> std::size_t {
        const auto [it, inserted] = fileIndex.try_emplace(file, result.m_files.size());
        if (inserted) {
            AnnotatedFile entry;
            entry.file = file;
            entry.path = profile.qstring(file);
            entry.self.assign(width, 0);
            result.m_files.push_back(std::move(entry));
            lineIndex.emplace_back();
        }
        return it->second;
    };
    // The function's own file comes first even when all its cost was inlined from elsewhere.
    fileOf(profile.function(function).file);

    for (const auto& [row, costs] : profile.lines(function)) {
        const std::size_t f = fileOf(row.file);
        addInto(lineOf(result.m_files[f], lineIndex[f], row.line, width).self, costs);
        addInto(result.m_files[f].self, costs);
        addInto(result.m_self, costs);
    }

    for (const auto& site : profile.callSites(function)) {
        const CallSiteRow& row = site.row; // a named reference: the lambda below captures it
        const std::size_t f = fileOf(row.file);
        auto& line = lineOf(result.m_files[f], lineIndex[f], row.line, width);
        // Rows of one callee at several addresses of the same line are one annotation.
        auto existing =
            std::find_if(line.calls.begin(), line.calls.end(),
                         [&](const AnnotatedCall& c) { return c.callee == row.callee; });
        if (existing == line.calls.end()) {
            AnnotatedCall call;
            call.callee = row.callee;
            call.address = row.address;
            call.inclusive.assign(width, 0);
            line.calls.push_back(std::move(call));
            existing = line.calls.end() - 1;
        }
        costmath::addCountTo(existing->count, row.count);
        addInto(existing->inclusive, site.costs);
    }

    for (const JumpRow& row : profile.jumps(function)) {
        const std::size_t f = fileOf(row.file);
        AnnotatedJump jump = AnnotatedJump::fromRow(row);
        jump.local = row.targetFunction == function && row.targetFile == row.file;
        result.m_files[f].jumps.push_back(jump);
    }

    for (auto& file : result.m_files) {
        std::sort(file.lines.begin(), file.lines.end(),
                  [](const AnnotatedLine& a, const AnnotatedLine& b) { return a.line < b.line; });
        for (auto& line : file.lines) {
            std::sort(line.calls.begin(), line.calls.end(),
                      [](const AnnotatedCall& a, const AnnotatedCall& b) {
                          return a.inclusive > b.inclusive;
                      });
        }
    }
    // Inlined files after the function's own, the costliest first; files with no cost at all
    // (only the function's own file can be one) stay where they are.
    if (result.m_files.size() > 2) {
        std::stable_sort(result.m_files.begin() + 1, result.m_files.end(),
                         [](const AnnotatedFile& a, const AnnotatedFile& b) {
                             const Cost ca = a.self.empty() ? 0 : a.self[0];
                             const Cost cb = b.self.empty() ? 0 : b.self[0];
                             return ca > cb;
                         });
    }
    return result;
}

SourceAnnotation::Location SourceAnnotation::hottest(const EventSet& events, int event) const
{
    Location best;
    Cost bestCost = 0;
    if (event < 0 || event >= events.count())
        return best;
    for (std::size_t f = 0; f < m_files.size(); ++f) {
        for (const auto& line : m_files[f].lines) {
            if (line.self.size() < std::size_t(events.realCount()))
                continue;
            const Cost cost = events.value(line.self, event);
            if (best.file < 0 || cost > bestCost) {
                best = {int(f), line.line};
                bestCost = cost;
            }
        }
    }
    return best;
}

} // namespace tally
