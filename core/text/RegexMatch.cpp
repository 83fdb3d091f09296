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

} // namespace tally::regexmatch
