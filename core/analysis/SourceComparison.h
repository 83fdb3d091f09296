// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ComparedCalls.h"
#include "core/analysis/ProfileComparison.h"
#include "core/analysis/SourceAnnotation.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace tally {

// One source line of a compared function: its self cost on each side, in the comparison's
// common real event types (zeros on a side that has no cost on the line), and its calls.
struct ComparedLine
{
    LineNumber line = 0; // 0: cost the profile has no line for
    std::vector<Cost> base;
    std::vector<Cost> current;
    bool onBase = false; // whether that side's profile has the line at all
    bool onNew = false;
    // The new side's calls in its order (the costliest first), then those of the baseline alone.
    std::vector<ComparedCall> calls;
};

// The lines of one source file of a compared function, from either side or both.
struct ComparedFile
{
    QString basePath; // as recorded on each side; empty where that side has no such file
    QString newPath;
    int baseIndex = -1; // index into each side's SourceAnnotation::files(), or -1
    int newIndex = -1;
    std::vector<ComparedLine> lines; // sorted by line
    std::vector<Cost> base;          // the file's self cost on each side
    std::vector<Cost> current;
};

// The per-line self costs of one function on both sides of a comparison. Lines pair by number
// within paired files: the function's own file on one side with its own file on the other
// (its name may differ between builds), inlined files by file name. A line or file on one side
// only has zeros on the other. Widget-free; the source view shows it while comparing.
class SourceComparison
{
public:
    using Side = ProfileComparison::Side;

    // The function of comparison row `row` on each side; an empty result for a cycle row or
    // one out of range.
    static SourceComparison build(const ProfileComparison& comparison, std::size_t row);
    // From annotations made already (nullptr: the function is not on that side).
    static SourceComparison build(const ProfileComparison& comparison, const SourceAnnotation* base,
                                  const SourceAnnotation* current);

    const std::vector<ComparedFile>& files() const { return m_files; }
    // The function's self cost (the sum of its lines) on one side.
    std::span<const Cost> self(Side side) const { return side == Side::Base ? m_base : m_new; }
    // The line of `file` numbered `line`, if either side has it.
    const ComparedLine* find(int file, LineNumber line) const;

private:
    std::vector<ComparedFile> m_files;
    std::vector<Cost> m_base;
    std::vector<Cost> m_new;
};

} // namespace tally
