// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <stop_token>

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

private:
    QHash<QString, QString> m_separated;
};

} // namespace tally
