// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/LastFunctions.h"

#include "core/analysis/Costliest.h"
#include "ui/viewmodel/session/ProfilePathKey.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QSettings>

#include <algorithm>
#include <string_view>
#include <utility>

namespace tally {

namespace {

constexpr qsizetype kRememberedFunctions = 50;

} // namespace

LastFunctions::~LastFunctions()
{
    save();
}

void LastFunctions::remember(const QString& path, const Session& session)
{
    const FunctionId active = session.activeFunction();
    if (path.isEmpty() || !active.isValid() || path.startsWith(u':'))
        return;
    // One line per profile path, the latest first: "key<TAB>name<TAB>file<TAB>object".
    const QString key = profilepath::settingsKey(path);
    const Profile& profile = *session.profile();
    QString entry = QStringList{key, profile.functionName(active), profile.functionFile(active),
                                profile.functionObject(active)}
                        .join(u'\t');
    // Another profile's: where the user was in the one before is kept now.
    if (!m_noted.isEmpty() && m_noted.section(u'\t', 0, 0) != key)
        save();
    m_noted = std::move(entry);
}

void LastFunctions::save()
{
    if (m_noted.isEmpty())
        return;
    const QString entry = std::exchange(m_noted, QString());
    QStringList entries = settings::read(m_settings, settings::lastFunctions());
    if (!entries.isEmpty() && entries.front() == entry)
        return;
    const QString key = entry.section(u'\t', 0, 0);
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [&](const QString& e) { return e.section(u'\t', 0, 0) == key; }),
                  entries.end());
    entries.prepend(entry);
    while (entries.size() > kRememberedFunctions)
        entries.removeLast();
    settings::write(m_settings, settings::lastFunctions(), entries);
}

bool LastFunctions::restore(const QString& path, Session& session)
{
    if (path.isEmpty())
        return false;
    save(); // the file open last may be this one again
    const QString key = profilepath::settingsKey(path);
    for (const QString& entry : settings::read(m_settings, settings::lastFunctions())) {
        const QStringList fields = entry.split(u'\t');
        if (fields.size() != 4 || fields[0] != key)
            continue;
        const Profile& profile = *session.profile();
        // The name compared as the profile stores it, without a QString of each function's (on
        // the GUI thread: 127,000 context names took 50 ms). A name the profile stored as bytes
        // that are not UTF-8 reads with U+FFFD, and is compared as it reads.
        const QString& name = fields[1];
        const QByteArray nameBytes = name.toUtf8();
        const bool asStored = !name.contains(QChar::ReplacementCharacter);
        const FunctionId found = costliestFunction(
            session.flatProfile(), session.events(), session.primaryEvent(), [&](FunctionId f) {
                const bool sameName =
                    asStored
                        ? profile.strings().equals(profile.function(f).name,
                                                   std::string_view(nameBytes.constData(),
                                                                    std::size_t(nameBytes.size())))
                        : profile.functionName(f) == name;
                return sameName && profile.functionFile(f) == fields[2] &&
                       profile.functionObject(f) == fields[3];
            });
        if (!found.isValid())
            return false;
        session.setActiveFunction(found);
        return true;
    }
    return false;
}

} // namespace tally
