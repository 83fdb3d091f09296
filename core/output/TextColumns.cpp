// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/TextColumns.h"

#include <QLocale>

namespace tally::textcolumns {

std::size_t decimalWidth(std::uint64_t value)
{
    std::size_t digits = 1;
    for (; value >= 10; value /= 10)
        ++digits;
    return digits;
}

std::size_t groupedWidth(std::int64_t value)
{
    // The magnitude in unsigned 64 bits: |INT64_MIN| does not fit an int64.
    const std::uint64_t magnitude =
        value < 0 ? std::uint64_t(0) - std::uint64_t(value) : std::uint64_t(value);
    const std::size_t digits = decimalWidth(magnitude);
    return digits + (digits - 1) / 3 + (value < 0 ? 1 : 0);
}

QString grouped(std::int64_t value)
{
    return QLocale(QLocale::English).toString(qlonglong(value));
}

} // namespace tally::textcolumns
