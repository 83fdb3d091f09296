// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <utility>

// Every value Tally keeps in its QSettings between runs, in one place: its path and what it reads
// as when nothing (or something of another type) was kept. Code reads and writes them only
// through `settings::read` and `settings::write`, so a key is spelled once and a renamed one is
// moved by `settings::migrate` (SettingsMigration.h) for users who kept the old one.
namespace tally::settings {

template <typename T>
struct Key
{
    QString path;
    T fallback{};
};

template <typename T>
T read(const QSettings& settings, const Key<T>& key)
{
    // An INI file keeps most values as text: a value that does not read as a T (a hand-edited
    // "many" for a number) is no choice, and the default stands.
    QVariant value = settings.value(key.path);
    if (!value.isValid() || !value.convert(QMetaType::fromType<T>()))
        return key.fallback;
    return value.value<T>();
}

template <typename T>
void write(QSettings& settings, const Key<T>& key, const T& value)
{
    settings.setValue(key.path, QVariant::fromValue(value));
}

template <typename T>
bool isKept(const QSettings& settings, const Key<T>& key)
{
    return settings.contains(key.path);
}

template <typename T>
void forget(QSettings& settings, const Key<T>& key)
{
    settings.remove(key.path);
}

// The window: its geometry, docks and toolbars; the flat profile beside the tab groups.
inline Key<QByteArray> windowGeometry()
{
    return {QStringLiteral("window/geometry")};
}
inline Key<QByteArray> windowState()
{
    return {QStringLiteral("window/state")};
}
inline Key<QByteArray> workspaceSplit()
{
    return {QStringLiteral("window/split")};
}
inline Key<QByteArray> viewTabs()
{
    return {QStringLiteral("window/tabs")};
}

// View > display choices, for every view.
inline Key<bool> percentages()
{
    return {QStringLiteral("display/percentages"), false};
}
inline Key<bool> shortNames()
{
    return {QStringLiteral("display/shortNames"), true};
}
// What percentages are taken of: kPercentOfActive, kPercentOfParent, or empty for the total.
inline constexpr QLatin1String kPercentOfActive("active");
inline constexpr QLatin1String kPercentOfParent("parent");
inline Key<QString> percentBase()
{
    return {QStringLiteral("display/percentBase")};
}
inline Key<QString> theme()
{
    return {QStringLiteral("display/theme")};
}

// Opening profiles.
inline Key<QString> lastDirectory()
{
    return {QStringLiteral("files/lastDirectory")};
}
inline Key<QStringList> recentFiles()
{
    return {QStringLiteral("files/recent")};
}
// "all", "one" or empty (ask): what opening one file of a multi-file valgrind run does.
inline Key<QString> siblingsPolicy()
{
    return {QStringLiteral("files/siblingsPolicy")};
}
// The active function per profile, newest first: "path hash<TAB>name<TAB>file<TAB>object".
inline Key<QStringList> lastFunctions()
{
    return {QStringLiteral("files/lastFunctions")};
}

// Where source files are found (Settings > Source Folders).
inline Key<QStringList> sourceSearchFolders()
{
    return {QStringLiteral("sourcePaths/searchFolders")};
}
inline Key<QStringList> sourceRemapFrom()
{
    return {QStringLiteral("sourcePaths/remapFrom")};
}
inline Key<QStringList> sourceRemapTo()
{
    return {QStringLiteral("sourcePaths/remapTo")};
}

// A set of event types named for the keys below: the first 16 hex digits of a hash of the names.
inline QString eventSetId(const QStringList& eventNames)
{
    const QByteArray hash = QCryptographicHash::hash(eventNames.join(QLatin1Char(' ')).toUtf8(),
                                                     QCryptographicHash::Sha1);
    return QString::fromLatin1(hash.toHex().left(16));
}

// A pair of compared sides named for comparisonMatching(): the first 16 hex digits of a hash of
// both sides' files.
inline QString filePairId(const QStringList& basePaths, const QStringList& newPaths)
{
    const QString text = basePaths.join(QLatin1Char('\n')) + QStringLiteral("\n->\n") +
                         newPaths.join(QLatin1Char('\n'));
    const QByteArray hash = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1);
    return QString::fromLatin1(hash.toHex().left(16));
}
// Per pair of compared files (`filePairId`): the comparison's matching rules, the rewrites and
// pairs made by hand (MatchingRules as JSON).
inline Key<QString> comparisonMatching(const QString& filePairId)
{
    return {QStringLiteral("compare/matching/") + filePairId};
}

// Per set of real event types (`eventSetId`): the primary and secondary event types chosen, and
// the user's derived types.
inline Key<QString> primaryEvent(const QString& eventSetId)
{
    return {QStringLiteral("eventChoice/") + eventSetId + QStringLiteral("/primary")};
}
inline Key<QString> secondaryEvent(const QString& eventSetId)
{
    return {QStringLiteral("eventChoice/") + eventSetId + QStringLiteral("/secondary")};
}
inline Key<QStringList> userEventTypes(const QString& eventSetId)
{
    return {QStringLiteral("userEventTypes/") + eventSetId};
}

// A view's own options live under views/<the view's key in ViewTabs>/ (views/flat/ for the flat
// profile), so two instances of one kind of view (the callee and the caller map) keep theirs
// apart and a view's options are found together.
template <typename T>
Key<T> viewOption(const QString& view, const char* option, T fallback = {})
{
    return {QStringLiteral("views/") + view + QLatin1Char('/') + QLatin1String(option),
            std::move(fallback)};
}

} // namespace tally::settings
