// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <stop_token>
#include <string_view>
#include <vector>

namespace tally {

// The shortened names of one list (a profile's functions) as every view shows them: each name as
// nameshortener::shortened() gives it, except where that would make different names read alike
// (overloads that differ only inside a long template argument); those are told apart by
// nameshortener::distinct(). Built once per profile on a worker and shared read-only, so that a
// function reads the same in every view.
class ShortNames
{
public:
    ShortNames() = default;
    // `names` may repeat (functions of one name in several files); a stop request leaves the
    // table incomplete, for a caller that drops it.
    explicit ShortNames(const QStringList& names, std::stop_token stop = {});
    // The same for names as UTF-8 bytes (a profile's, as it stores them). Names of ASCII
    // characters alone (nearly every profile's) are each made a QString only while they are
    // looked at, and not at all when shortening leaves them as they are; others are made
    // QStrings first.
    explicit ShortNames(const std::vector<std::string_view>& utf8Names, std::stop_token stop = {});

    // Names the table was not built from are shortened plainly.
    QString shortened(const QString& name) const;
    // How many names read differently from their plain shortened form.
    qsizetype separatedCount() const { return m_separated.size(); }

    // The characters of shortened(name) (or, `shortened` false, of the name itself) that tell it
    // from the table's names that read most like it (see lookalikes), for a narrow column to keep
    // when it cuts the name; empty when nothing reads like it or the name is not in the table.
    textelision::Span distinguishing(const QString& name, bool shortened = true) const;

private:
    template <typename Names>
    void build(const Names& names, std::stop_token stop);
    // Shows whole the separated names whose forms meet another name's form.
    template <typename Names>
    void separateClashes(const Names& names, const std::vector<QString>& shownOf);

    // A span by a hash of its name's text and the name's length, not by the name: nearly every
    // one of 127,000 context names has look-alikes, and a QString key of each was 110 MB. A
    // collision of both could only show another name's span, a display hint. (The hash: see
    // spanKey() in ShortNames.cpp.)
    struct KeptSpan
    {
        qsizetype length = 0;
        textelision::Span span;
    };
    using SpanTable = QHash<std::size_t, KeptSpan>;
    // The names' non-empty spans into `table`: most names have no look-alike, and take no room.
    template <typename Names>
    static void keepSpans(const Names& names, const std::vector<textelision::Span>& spans,
                          SpanTable& table);

    QHash<QString, QString> m_separated;
    // Only the names that have look-alikes.
    SpanTable m_shortSpans;
    SpanTable m_wholeSpans;
};

} // namespace tally
