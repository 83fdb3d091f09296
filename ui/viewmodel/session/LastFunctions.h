// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

class QSettings;

namespace tally {

class Session;

// Where the user was in each profile: the active function per profile path (the last 50 paths),
// kept in the settings by name, file and object, so that opening that file again goes back there.
//
// The active function changes with every click, and a change of the settings is a rewrite of
// their file with two fdatasync calls, in the click's frame (2 of the 16 ms a frame has, on the
// project's machine; more on a spinning disk). So a click only notes where the user is; the
// settings get it when the user leaves the profile: another one opened, or the window closed.
class LastFunctions
{
public:
    explicit LastFunctions(QSettings& settings) : m_settings(settings) {}
    // Writes what was noted last.
    ~LastFunctions();

    LastFunctions(const LastFunctions&) = delete;
    LastFunctions& operator=(const LastFunctions&) = delete;

    // Notes the session's active function for the profile at `path`; the settings get it when
    // another profile's is noted, at save(), restore() or destruction.
    void remember(const QString& path, const Session& session);
    // Writes the noted function, if any, to the settings.
    void save();
    // Makes the function remembered for `path` active, if the session's profile has it; false
    // when nothing was remembered or it is gone.
    bool restore(const QString& path, Session& session);

private:
    QSettings& m_settings;
    // "key<TAB>name<TAB>file<TAB>object", not written yet (empty when nothing waits).
    QString m_noted;
};

} // namespace tally
