// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "tests/soak/SoakAction.h"

#include <QStringList>
#include <QUrl>

namespace tally::soak {

QString SoakAction::toLine() const
{
    QStringList numberTexts;
    for (const quint64 number : numbers)
        numberTexts.append(QString::number(number));
    return kind + QLatin1Char('\t') + numberTexts.join(QLatin1Char(' ')) + QLatin1Char('\t') +
           QString::fromLatin1(QUrl::toPercentEncoding(text));
}

std::optional<SoakAction> SoakAction::fromLine(const QString& line)
{
    const QStringList fields = line.split(QLatin1Char('\t'));
    if (fields.size() != 3 || fields[0].isEmpty())
        return std::nullopt;
    SoakAction action;
    action.kind = fields[0];
    const QStringList numberTexts = fields[1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (numberTexts.size() != qsizetype(action.numbers.size()))
        return std::nullopt;
    for (std::size_t i = 0; i < action.numbers.size(); ++i) {
        bool ok = false;
        action.numbers[i] = numberTexts[qsizetype(i)].toULongLong(&ok);
        if (!ok)
            return std::nullopt;
    }
    action.text = QUrl::fromPercentEncoding(fields[2].toLatin1());
    return action;
}

} // namespace tally::soak
