// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/window/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace tally::translations {

namespace {

// Loads the first file for `locale` that QTranslator::load finds (tally_de_DE.qm, tally_de.qm,
// ...) and installs it; a translator with nothing loaded is dropped.
void installFrom(QCoreApplication& app, const QLocale& locale, const QString& name,
                 const QString& directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, name, QStringLiteral("_"), directory))
        return;
    translator->setParent(&app);
    QCoreApplication::installTranslator(translator.release()); // owned by the application
}

} // namespace

void install(QCoreApplication& app)
{
    const QLocale locale;
    // Translators installed later are asked first: the English plurals answer only what no
    // translation of the user's language did.
    installFrom(app, QLocale(QLocale::English), QStringLiteral("tally"), QStringLiteral(":/i18n"));
    installFrom(app, locale, QStringLiteral("qtbase"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // <prefix>/share/tally/translations for <prefix>/bin/tally, wherever the tree is installed.
    installFrom(app, locale, QStringLiteral("tally"),
                QDir(QCoreApplication::applicationDirPath())
                    .absoluteFilePath(QStringLiteral("../share/tally/translations")));
}

} // namespace tally::translations
