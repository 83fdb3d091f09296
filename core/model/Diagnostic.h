// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

namespace tally {

// A problem found while loading: where it is and what is wrong. Line 0 means the file as a whole.
struct Diagnostic
{
    QString file;
    qint64 line = 0;
    QString message;

    QString toString() const
    {
        return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                        : QStringLiteral("%1: %2").arg(file, message);
    }
};

} // namespace tally
