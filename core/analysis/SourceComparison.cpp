// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/SourceComparison.h"

#include "core/model/CostArithmetic.h"

#include <QFileInfo>

#include <algorithm>
#include <map>

namespace tally {

namespace {

using Side = ProfileComparison::Side;

void addInto(std::vector<Cost>& sum, std::span<const Cost> costs)
{
    for (std::size_t i = 0; i < sum.size() && i < costs.size(); ++i)
        costmath::addTo(sum[i], costs[i]);
}

void addSide(const ProfileComparison& comparison, Side side, const AnnotatedFile& file,
             ComparedFile& into, std::map<LineNumber, std::size_t>& index)
{
    const std::size_t width = std::size_t(comparison.width());
    for (const AnnotatedLine& line : file.lines) {
        const auto [it, inserted] = index.try_emplace(line.line, into.lines.size());
        if (inserted) {
            ComparedLine entry;
            entry.line = line.line;
            entry.base.assign(width, 0);
            entry.current.assign(width, 0);
            into.lines.push_back(std::move(entry));
        }
        ComparedLine& entry = into.lines[it->second];
        const auto costs = comparison.commonCosts(side, line.self);
        if (side == Side::Base) {
            entry.onBase = true;
            addInto(entry.base, costs);
            addInto(into.base, costs);
        } else {
            entry.onNew = true;
            addInto(entry.current, costs);
            addInto(into.current, costs);
        }
        comparedcalls::add(comparison, side, line.calls, entry.calls);
    }
}

} // namespace

SourceComparison SourceComparison::build(const ProfileComparison& comparison, std::size_t row)
{
    if (row >= comparison.rowCount() || comparison.row(row).kind == ProfileComparison::Kind::Cycle)
        return {};
    const auto& r = comparison.row(row);
    std::optional<SourceAnnotation> base;
    std::optional<SourceAnnotation> current;
    if (r.base.isValid())
        base = SourceAnnotation::build(comparison.profile(Side::Base), r.base);
    if (r.current.isValid())
        current = SourceAnnotation::build(comparison.profile(Side::New), r.current);
    return build(comparison, base ? &*base : nullptr, current ? &*current : nullptr);
}

SourceComparison SourceComparison::build(const ProfileComparison& comparison,
                                         const SourceAnnotation* base,
                                         const SourceAnnotation* current)
{
    SourceComparison result;
    const std::size_t width = std::size_t(comparison.width());
    result.m_base.assign(width, 0);
    result.m_new.assign(width, 0);
    const std::size_t newFiles = current ? current->files().size() : 0;
    const std::size_t baseFiles = base ? base->files().size() : 0;

    // The new side's files in its order, each with the baseline's file it pairs with.
    std::vector<int> baseFor(newFiles, -1);
    std::vector<char> baseUsed(baseFiles, 0);
    if (newFiles > 0 && baseFiles > 0) {
        baseFor[0] = 0; // the function's own file on both sides, whatever its name
        baseUsed[0] = 1;
    }
    for (std::size_t n = 1; n < newFiles; ++n) {
        const QString name = QFileInfo(current->files()[n].path).fileName();
        for (std::size_t b = 1; b < baseFiles; ++b) {
            if (!baseUsed[b] && QFileInfo(base->files()[b].path).fileName() == name) {
                baseFor[n] = int(b);
                baseUsed[b] = 1;
                break;
            }
        }
    }

    auto makeFile = [&] {
        ComparedFile file;
        file.base.assign(width, 0);
        file.current.assign(width, 0);
        return file;
    };
    auto finish = [&](ComparedFile& file) {
        std::sort(file.lines.begin(), file.lines.end(),
                  [](const ComparedLine& a, const ComparedLine& b) { return a.line < b.line; });
        addInto(result.m_base, file.base);
        addInto(result.m_new, file.current);
        result.m_files.push_back(std::move(file));
    };
    for (std::size_t n = 0; n < newFiles; ++n) {
        ComparedFile file = makeFile();
        std::map<LineNumber, std::size_t> index;
        file.newIndex = int(n);
        file.newPath = current->files()[n].path;
        addSide(comparison, Side::New, current->files()[n], file, index);
        if (baseFor[n] >= 0) {
            file.baseIndex = baseFor[n];
            file.basePath = base->files()[std::size_t(baseFor[n])].path;
            addSide(comparison, Side::Base, base->files()[std::size_t(baseFor[n])], file, index);
        }
        finish(file);
    }
    // Files only the baseline has (code no longer inlined, or a function that was removed).
    for (std::size_t b = 0; b < baseFiles; ++b) {
        if (baseUsed[b])
            continue;
        ComparedFile file = makeFile();
        std::map<LineNumber, std::size_t> index;
        file.baseIndex = int(b);
        file.basePath = base->files()[b].path;
        addSide(comparison, Side::Base, base->files()[b], file, index);
        finish(file);
    }
    return result;
}

const ComparedLine* SourceComparison::find(int file, LineNumber line) const
{
    if (file < 0 || std::size_t(file) >= m_files.size())
        return nullptr;
    const auto& lines = m_files[std::size_t(file)].lines;
    const auto it =
        std::lower_bound(lines.begin(), lines.end(), line,
                         [](const ComparedLine& l, LineNumber n) { return l.line < n; });
    return it == lines.end() || it->line != line ? nullptr : &*it;
}

} // namespace tally
