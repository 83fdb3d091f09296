// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QString>

#include <vector>

namespace tally {

// Calls made from one line (or instruction) to one callee, with their inclusive cost.
struct AnnotatedCall
{
    FunctionId callee;
    Count count = 0;
    Address address = 0;
    std::vector<Cost> inclusive; // real events
};

// A jump recorded with --collect-jumps, as the source and assembly views draw it.
struct AnnotatedJump
{
    LineNumber fromLine = 0;
    LineNumber toLine = 0;
    Address fromAddress = 0;
    Address toAddress = 0;
    StringId targetFile;
    FunctionId targetFunction;
    bool conditional = false;
    Count executed = 0; // how often the jump instruction ran (conditional) or jumped
    Count taken = 0;
    // Whether the target lies in the same function and file, so an arrow can be drawn.
    bool local = true;

    // The jump as the profile records it; `local` is for the caller to decide.
    static AnnotatedJump fromRow(const JumpRow& row)
    {
        return {row.fromLine,       row.toLine,      row.fromAddress, row.toAddress, row.targetFile,
                row.targetFunction, row.conditional, row.executed,    row.taken,     true};
    }
};

// One source line of a function with its self cost and what happens there.
struct AnnotatedLine
{
    LineNumber line = 0;    // 0: the profile has no line for this cost
    std::vector<Cost> self; // real events, summed over the line's instructions
    std::vector<AnnotatedCall> calls;
};

// The part of a function that comes from one source file: its own file, or a header whose code
// was inlined (fi=/fe=), which gets its own heading.
struct AnnotatedFile
{
    StringId file;
    QString path;                     // as recorded in the profile
    std::vector<AnnotatedLine> lines; // sorted by line
    std::vector<AnnotatedJump> jumps; // jumps starting in this file
    std::vector<Cost> self;
};

// Per-line annotation data of one function, from the profile's detail rows: self costs per
// (file, line), the calls made on each line, and the jumps. Files come in this order: the
// function's own file first, then the others by self cost of the first event, descending.
class SourceAnnotation
{
public:
    static SourceAnnotation build(const Profile& profile, FunctionId function);

    FunctionId function() const { return m_function; }
    const std::vector<AnnotatedFile>& files() const { return m_files; }
    // The function's self cost as the sum of its line rows (real events).
    const std::vector<Cost>& self() const { return m_self; }

    struct Location
    {
        int file = -1; // index into files(), -1 when nothing has cost
        LineNumber line = 0;
    };
    // The line with the largest cost of `event` (real or derived).
    Location hottest(const EventSet& events, int event) const;

private:
    FunctionId m_function;
    std::vector<AnnotatedFile> m_files;
    std::vector<Cost> m_self;
};

} // namespace tally
