// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/RegexMatch.h"

#include <QStringDecoder>

namespace tally::regexmatch {

bool matches(const QRegularExpression& pattern, std::string_view utf8, QString& buffer)
{
    if (buffer.size() < qsizetype(utf8.size()))
        buffer.resize(qsizetype(utf8.size()));
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QChar* end = decoder.appendToBuffer(buffer.data(), QByteArrayView(utf8));
    const QStringView text(buffer.constData(), end - buffer.constData());
    return pattern
        .match(text, 0, QRegularExpression::NormalMatch,
               QRegularExpression::DontCheckSubjectStringMatchOption)
        .hasMatch();
}

std::string literalPrefix(const QString& pattern)
{
    if (!pattern.startsWith(QLatin1Char('^')) || pattern.contains(QLatin1Char('|')))
        return {};
    const auto plain = [](QChar c) {
        return c.unicode() < 0x80 && c.unicode() >= 0x20 &&
               !QStringView(u".^$|?*+()[]{}\\").contains(c);
    };
    const auto quantifier = [](QChar c) {
        return c == QLatin1Char('?') || c == QLatin1Char('*') || c == QLatin1Char('+') ||
               c == QLatin1Char('{');
    };
    std::string prefix;
    for (qsizetype i = 1; i < pattern.size() && plain(pattern[i]); ++i) {
        if (i + 1 < pattern.size() && quantifier(pattern[i + 1]))
            break; // `^ab*`: the b may be absent
        prefix.push_back(char(pattern[i].unicode()));
    }
    return prefix;
}

} // namespace tally::regexmatch
