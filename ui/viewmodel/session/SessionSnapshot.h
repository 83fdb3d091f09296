// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QString>

#include <optional>
#include <vector>

namespace tally {

// What the user was looking at, kept by name across File > Reload and File > Add (which load a
// new Profile whose function ids and event indexes may differ): the active function by name, file
// and object, the event types by name, and the part selection when the parts are the same.
class SessionSnapshot
{
public:
    static SessionSnapshot take(const Session& session);
    // Re-applies to the session's new profile whatever still exists in it.
    void restore(Session& session) const;

    bool hasFunction() const { return !m_functionName.isEmpty(); }
    const QString& functionName() const { return m_functionName; }

private:
    // A function as a new profile of the same program can find it again.
    struct FunctionKey
    {
        QString name;
        QString file;
        QString object;
        bool operator==(const FunctionKey&) const = default;
    };
    static FunctionKey keyOf(const Profile& profile, FunctionId function);
    void restoreHistory(Session& session) const;

    std::vector<FunctionKey> m_history; // Back and Forward, by name
    std::size_t m_historyPosition = 0;
    QString m_functionName;
    QString m_functionFile;
    QString m_functionObject;
    QString m_primary;
    QString m_secondary;
    PartMask m_parts; // knows the part count it was made for
};

} // namespace tally
