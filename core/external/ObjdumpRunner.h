// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/external/ObjdumpParser.h"

#include <QStringList>

#include <optional>
#include <stop_token>

namespace tally {

// Runs objdump on one address range of an object file. Started with an argument list, never a
// shell; bounded in time and output. Blocking: callers run it off the GUI thread.
namespace objdump {

struct Request
{
    QString objdump = QStringLiteral("objdump"); // a name on PATH or a path
    QString object;
    Address start = 0;
    Address stop = 0; // exclusive
    bool intelSyntax = false;
    int timeoutMs = 20000;
};
struct Result
{
    std::vector<Instruction> instructions;
    QString error; // empty on success
};

QStringList arguments(const Request& request);
// A stop request kills objdump (within a few tens of milliseconds) and returns an error.
Result run(const Request& request, std::stop_token stop = {});

// The function symbol of `object` that contains `address` ([first, end)), from `nm -S` of
// the symbol table or, for stripped libraries, the dynamic one; nullopt when none does or nm
// cannot run. Lets the view show a whole function, including code that never ran.
struct Symbol
{
    Address first = 0;
    Address end = 0;
};
std::optional<Symbol> symbolAt(const QString& object, Address address, std::stop_token stop = {},
                               const QString& nm = QStringLiteral("nm"), int timeoutMs = 20000);
// Parses `nm -S` output (pure, for tests).
std::optional<Symbol> findSymbol(const QByteArray& nmOutput, Address address);

inline constexpr qint64 kMaxOutputBytes = 64 * 1024 * 1024;

} // namespace objdump

} // namespace tally
