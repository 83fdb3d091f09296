// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// The one way a test reads the TSV tables tally writes (`--report --format=tsv`, with `--diff`
// or `--series`, and the writers behind them): by column name, so that a test says which column
// it means and a column added later moves nothing it reads.

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace tally::test {

// A row's cells by the header's column names.
using TsvRow = QHash<QString, QString>;

// The table's rows in order: lines starting with '#' are comments, the first other line is the
// header, empty lines are skipped. A row with fewer cells than the header lacks the others.
inline QList<TsvRow> tsvRows(const QString& tsv)
{
    QList<TsvRow> rows;
    QStringList header;
    for (const QString& line : tsv.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (header.isEmpty()) {
            header = cells;
            continue;
        }
        TsvRow row;
        for (qsizetype i = 0; i < cells.size() && i < header.size(); ++i)
            row.insert(header[i], cells[i]);
        rows << row;
    }
    return rows;
}

// The rows whose `function` column is `name`, in order.
inline QList<TsvRow> tsvRowsNamed(const QString& tsv, const QString& name)
{
    QList<TsvRow> named;
    for (TsvRow& row : tsvRows(tsv)) {
        if (row.value(QStringLiteral("function")) == name)
            named << std::move(row);
    }
    return named;
}

} // namespace tally::test
