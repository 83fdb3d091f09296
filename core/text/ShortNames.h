// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <stop_token>
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

    // Names the table was not built from are shortened plainly.
    QString shortened(const QString& name) const;
    // How many names read differently from their plain shortened form.
    qsizetype separatedCount() const { return m_separated.size(); }

    // The characters of shortened(name) (or, `shortened` false, of the name itself) that tell it
    // from the table's names that read most like it (see lookalikes), for a narrow column to keep
    // when it cuts the name; empty when nothing reads like it or the name is not in the table.
    textelision::Span distinguishing(const QString& name, bool shortened = true) const;

private:
    // Shows whole the separated names whose forms meet another name's form.
    void separateClashes(const QStringList& names, const std::vector<QString>& shownOf);

    QHash<QString, QString> m_separated;
    // Only the names that have look-alikes.
    QHash<QString, textelision::Span> m_shortSpans;
    QHash<QString, textelision::Span> m_wholeSpans;
};

} // namespace tally
