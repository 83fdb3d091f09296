// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

class QSettings;
class QString;

namespace tally {

class Session;

// Where the user was in each profile: the active function per profile path (the last 50 paths),
// kept in the settings by name, file and object, so that opening that file again goes back there.
class LastFunctions
{
public:
    explicit LastFunctions(QSettings& settings) : m_settings(settings) {}

    // Remembers the session's active function for the profile at `path`.
    void remember(const QString& path, const Session& session);
    // Makes the function remembered for `path` active, if the session's profile has it; false
    // when nothing was remembered or it is gone.
    bool restore(const QString& path, Session& session) const;

private:
    QSettings& m_settings;
};

} // namespace tally
