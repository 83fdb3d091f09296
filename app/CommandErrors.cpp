// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/CommandErrors.h"

namespace tally::commanderrors {

void tell(QTextStream& err, const QString& message)
{
    err << "tally: " << message << '\n';
}

void tell(const QString& message)
{
    QTextStream err(stderr);
    tell(err, message);
}

int fail(QTextStream& err, int status, const QString& message)
{
    tell(err, message);
    return status;
}

} // namespace tally::commanderrors
