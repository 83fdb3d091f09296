// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/CompactName.h"

namespace tally::compactname {

namespace {

bool followsOperator(const QString& name, qsizetype i)
{
    const auto after = [&](qsizetype end, QLatin1String text) {
        return end >= text.size() && QStringView(name).mid(end - text.size(), text.size()) == text;
    };
    const QChar c = name[i];
    if (c == QLatin1Char('('))
        return after(i, QLatin1String("operator")); // "operator()"
    if (c == QLatin1Char(')'))
        return after(i, QLatin1String("operator("));
    // The '<' and '>' of "operator<<", "operator->", "operator<=>".
    qsizetype j = i;
    while (j > 0 && i - j < 3 && QStringLiteral("<>=-").contains(name[j - 1]))
        --j;
    return after(j, QLatin1String("operator"));
}

} // namespace

QStringList candidates(const QString& name)
{
    // callgrind --separate-callers=N names a function in context: "f'caller'caller's caller".
    // Without the context (but keeping a recursion level such as "fib'2") it is much shorter.
    for (qsizetype quote = name.indexOf(u'\''); quote > 0; quote = name.indexOf(u'\'', quote + 1)) {
        qsizetype end = quote + 1;
        while (end < name.size() && name[end].isDigit())
            ++end;
        // A recursion level is digits up to the end or the next quote ("fib'2'main"); a caller
        // can start with a digit too ("0x4011a0").
        const bool recursionLevel =
            end > quote + 1 && (end == name.size() || name[end] == QLatin1Char('\''));
        if (!recursionLevel && quote + 1 < name.size()) {
            QStringList result{name};
            for (const QString& shorter : candidates(name.left(quote))) {
                if (!result.contains(shorter))
                    result << shorter;
            }
            return result;
        }
    }

    // Where the depth-0 structure is: the last space before the argument list (the end of a
    // return type), the argument list's '(' and the "::" separators of the qualified name.
    int depth = 0;
    qsizetype lastSpace = -1;
    qsizetype argumentsAt = -1;
    QList<qsizetype> separators;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        const bool bracket = c == QLatin1Char('<') || c == QLatin1Char('(') ||
                             c == QLatin1Char('>') || c == QLatin1Char(')');
        if (bracket && followsOperator(name, i))
            continue;
        if (c == QLatin1Char('<') || c == QLatin1Char('(')) {
            if (depth == 0 && c == QLatin1Char('(') && i > 0)
                argumentsAt = i;
            ++depth;
        } else if (c == QLatin1Char('>') || c == QLatin1Char(')')) {
            depth = std::max(0, depth - 1);
        } else if (depth == 0 && argumentsAt < 0) {
            if (c == QLatin1Char(' ') && !QStringView(name).left(i).endsWith(u"operator"))
                lastSpace = i;
            else if (c == QLatin1Char(':') && i + 1 < name.size() &&
                     name[i + 1] == QLatin1Char(':'))
                separators << i;
        }
    }

    QStringList result{name};
    const auto add = [&](const QString& candidate) {
        if (!candidate.isEmpty() && !result.contains(candidate))
            result << candidate;
    };
    const qsizetype nameBegin = lastSpace + 1;
    const qsizetype nameEnd = argumentsAt > nameBegin ? argumentsAt : name.size();
    add(name.mid(nameBegin));
    add(name.mid(nameBegin, nameEnd - nameBegin));
    QList<qsizetype> inName;
    for (const qsizetype s : separators) {
        if (s > nameBegin && s < nameEnd)
            inName << s;
    }
    if (inName.size() >= 2)
        add(name.mid(inName[inName.size() - 2] + 2, nameEnd - inName[inName.size() - 2] - 2));
    if (!inName.isEmpty())
        add(name.mid(inName.last() + 2, nameEnd - inName.last() - 2));
    return result;
}

} // namespace tally::compactname
