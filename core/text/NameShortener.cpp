// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/NameShortener.h"

#include <QStringList>

namespace tally::nameshortener {

namespace {

// Whether the '<' or '(' at `i` belongs to an operator name ("operator<<", "operator()").
bool partOfOperator(const QString& name, qsizetype i)
{
    qsizetype j = i;
    // "operator<", "operator<<", "operator<=": the '<'s right after "operator"; for '(', only
    // the first one of "operator()".
    if (name[i] == QLatin1Char('<')) {
        while (j > 0 && name[j - 1] == QLatin1Char('<'))
            --j;
    }
    return j >= 8 && QStringView(name).mid(j - 8, 8) == QLatin1String("operator");
}

// Whether the bracket at `i` follows a name, as C++ template arguments and parameter lists do
// ("vector<", "push_back(", "f<int>(", "operator()("). Brackets that open a name or follow a
// space or "::" are part of the name itself: Python's "<built-in method marshal.loads>" and
// "<method 'append' of 'list' objects>", valgrind's "(below main)", C++'s
// "(anonymous namespace)::f". Collapsing those would make different functions look alike.
bool followsName(const QString& name, qsizetype i)
{
    if (i == 0)
        return false;
    const QChar before = name[i - 1];
    if (before.isLetterOrNumber() || before == QLatin1Char('_') || before == QLatin1Char('>') ||
        before == QLatin1Char(')') || before == QLatin1Char(']'))
        return true;
    // An operator's symbols: "operator<<(", "operator==(", "operator new[](".
    qsizetype j = i;
    while (j > 0 && !name[j - 1].isLetterOrNumber() && !name[j - 1].isSpace() &&
           name[j - 1] != QLatin1Char(':'))
        --j;
    return j >= 8 && QStringView(name).mid(j - 8, 8) == QLatin1String("operator");
}

// A parameter list's parameters, each shortened on its own: "(std::pair<…>&&, int)". Collapsing
// the list as a whole to "(…)" would make overloads that differ only in their parameters read
// alike ("read(std::vector<…> const&)" and "read(std::map<…> const&)" both "read(…)").
QString shortenedParameters(QStringView inner)
{
    QStringList parameters;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype k = 0; k <= inner.size(); ++k) {
        const QChar d = k < inner.size() ? inner[k] : QLatin1Char(',');
        if (d == QLatin1Char('<') || d == QLatin1Char('('))
            ++depth;
        else if (d == QLatin1Char('>') || d == QLatin1Char(')'))
            --depth;
        else if (d == QLatin1Char(',') && depth == 0) {
            parameters << shortened(inner.mid(start, k - start).trimmed().toString());
            start = k + 1;
        }
    }
    return parameters.join(QStringLiteral(", "));
}

} // namespace

QString shortened(const QString& name)
{
    QString result;
    result.reserve(name.size());
    qsizetype i = 0;
    while (i < name.size()) {
        const QChar c = name[i];
        const bool opens = (c == QLatin1Char('<') || c == QLatin1Char('(')) &&
                           followsName(name, i) && !partOfOperator(name, i);
        if (!opens) {
            result += c;
            ++i;
            continue;
        }
        // Find the matching closer, counting both kinds of brackets.
        const QChar close = c == QLatin1Char('<') ? QLatin1Char('>') : QLatin1Char(')');
        int depth = 0;
        qsizetype j = i;
        for (; j < name.size(); ++j) {
            const QChar d = name[j];
            if (d == QLatin1Char('<') || d == QLatin1Char('('))
                ++depth;
            else if (d == QLatin1Char('>') || d == QLatin1Char(')'))
                --depth;
            if (depth == 0)
                break;
        }
        if (j >= name.size() || name[j] != close) {
            result += name.mid(i); // unbalanced: leave the rest as it is
            break;
        }
        const qsizetype inner = j - i - 1;
        if (inner <= kKeepUpTo)
            result += name.mid(i, inner + 2);
        else if (c == QLatin1Char('('))
            result += c + shortenedParameters(QStringView(name).mid(i + 1, inner)) + close;
        else
            result += c + QStringLiteral("\u2026") + close;
        i = j + 1;
    }
    return result;
}

} // namespace tally::nameshortener
