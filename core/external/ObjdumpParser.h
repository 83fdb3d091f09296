// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace tally {

// One instruction of `objdump -d -l -C` output (with or without --no-show-raw-insn).
struct Instruction
{
    Address address = 0;
    QString mnemonic; // with prefixes such as `rep` or `lock`
    QString operands;
    QString bytes;      // the instruction's bytes as objdump shows them ("48 89 e5"); may be empty
    QString symbol;     // the symbol the instruction belongs to, e.g. `main`
    QString sourceFile; // from the preceding `file:line` marker (-l), empty without one
    LineNumber sourceLine = 0;
    bool isJump = false; // a jump or conditional jump (not a call)
    bool isCall = false;
    bool hasTarget = false; // a direct target address was given
    Address target = 0;
    QString text() const
    {
        return operands.isEmpty() ? mnemonic
                                  : mnemonic.leftJustified(7) + QLatin1Char(' ') + operands;
    }
};

// Parses objdump's disassembly text. Pure: tested on captured output.
namespace objdump {

std::vector<Instruction> parse(const QByteArray& output);

} // namespace objdump

} // namespace tally
