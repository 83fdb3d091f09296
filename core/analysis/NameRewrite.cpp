// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/NameRewrite.h"

#include <QCoreApplication>
#include <QStringList>

namespace tally {

namespace {

// `text` cut at its unescaped slashes, `\/` kept as a slash (other escapes are the regular
// expression's or the replacement's own).
QStringList slashParts(const QString& text)
{
    QStringList parts{QString()};
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('\\') && i + 1 < text.size() && text[i + 1] == QLatin1Char('/')) {
            parts.back() += QLatin1Char('/');
            ++i;
        } else if (c == QLatin1Char('/')) {
            parts << QString();
        } else {
            parts.back() += c;
        }
    }
    return parts;
}

} // namespace

std::optional<NameRewrite> NameRewrite::parse(const QString& expression, QString* error)
{
    const auto fail = [&](const QString& why) -> std::optional<NameRewrite> {
        *error = why;
        return std::nullopt;
    };
    if (!expression.startsWith(QLatin1String("s/")))
        return fail(QCoreApplication::translate("NameRewrite",
                                                "write s/REGEX/REPLACEMENT/ with optional g or i"));
    const QStringList parts = slashParts(expression.mid(2));
    if (parts.size() != 3)
        return fail(QCoreApplication::translate(
            "NameRewrite", "write s/REGEX/REPLACEMENT/ with optional g or i (a slash inside "
                           "either part is \\/)"));
    NameRewrite rewrite;
    rewrite.m_expression = expression;
    rewrite.m_replacement = parts[1];
    QRegularExpression::PatternOptions options = QRegularExpression::NoPatternOption;
    for (const QChar flag : parts[2]) {
        if (flag == QLatin1Char('g'))
            rewrite.m_global = true;
        else if (flag == QLatin1Char('i'))
            options |= QRegularExpression::CaseInsensitiveOption;
        else
            return fail(QCoreApplication::translate("NameRewrite", "unknown flag '%1' (use g or i)")
                            .arg(flag));
    }
    if (parts[0].isEmpty())
        return fail(QCoreApplication::translate("NameRewrite", "the expression is empty"));
    rewrite.m_pattern = QRegularExpression(parts[0], options);
    if (!rewrite.m_pattern.isValid())
        return fail(QCoreApplication::translate("NameRewrite", "'%1': %2 at offset %3")
                        .arg(parts[0], rewrite.m_pattern.errorString())
                        .arg(rewrite.m_pattern.patternErrorOffset()));
    return rewrite;
}

QString NameRewrite::replacementFor(const QRegularExpressionMatch& match) const
{
    QString result;
    for (qsizetype i = 0; i < m_replacement.size(); ++i) {
        const QChar c = m_replacement[i];
        if (c == QLatin1Char('\\') && i + 1 < m_replacement.size()) {
            const QChar next = m_replacement[++i];
            if (next.isDigit())
                result += match.captured(next.digitValue());
            else
                result += next; // \\ is a backslash
        } else {
            result += c;
        }
    }
    return result;
}

QString NameRewrite::apply(const QString& name) const
{
    QString result;
    qsizetype done = 0;
    auto matches = m_pattern.globalMatch(name);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        result += QStringView(name).mid(done, match.capturedStart() - done);
        result += replacementFor(match);
        done = match.capturedEnd();
        if (!m_global)
            break;
    }
    if (done == 0 && result.isEmpty())
        return name; // no match: the name as it was
    result += QStringView(name).mid(done);
    return result;
}

} // namespace tally
