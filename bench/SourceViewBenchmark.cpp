// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Source view benchmark: how long finding, reading and colouring a source file takes (worker
// thread work), how long building the model takes (GUI thread), and how long painting one page
// of the listing takes while scrolling through it (GUI thread), on a real profile.
//
//   tally_sourcebench PROFILE FUNCTION

#include "core/analysis/SourceAnnotation.h"
#include "core/load/ProfileLoader.h"
#include "ui/viewmodel/annotation/SourceFileText.h"
#include "ui/viewmodel/annotation/SourceModel.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/views/annotation/AnnotationDelegate.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPixmap>
#include <QScrollBar>
#include <QTextStream>
#include <QTreeView>

using namespace tally;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc < 3) {
        out << "usage: tally_sourcebench PROFILE FUNCTION\n";
        return 2;
    }
    auto loaded = profileloader::load({QString::fromLocal8Bit(argv[1])});
    if (!loaded.profile) {
        out << "cannot load: " << loaded.error << '\n';
        return 1;
    }
    const auto& profile = *loaded.profile;
    FunctionId function;
    for (const FunctionId f : profile.functionIds()) {
        if (profile.functionName(f) == QString::fromLocal8Bit(argv[2]))
            function = f;
    }
    if (!function.isValid()) {
        out << "no function " << argv[2] << '\n';
        return 1;
    }

    QElapsedTimer timer;
    timer.start();
    const auto annotation = SourceAnnotation::build(profile, function);
    const double annotate = double(timer.nsecsElapsed()) / 1e6;

    const SourceResolverChain resolver({}, profile, function);
    timer.restart();
    std::vector<std::shared_ptr<const SourceFileText>> texts;
    qsizetype lines = 0;
    for (const auto& file : annotation.files()) {
        texts.push_back(SourceFileText::load(file.path, resolver, false));
        lines += texts.back()->lines.size();
    }
    const double read = double(timer.nsecsElapsed()) / 1e6;

    Session session;
    session.setProfile(loaded.profile);
    QApplication::processEvents();
    SourceModel model(session);
    QTreeView tree;
    tree.setModel(&model);
    tree.setUniformRowHeights(true);
    tree.setRootIsDecorated(false);
    tree.setItemDelegate(new AnnotationDelegate(&tree));
    tree.resize(1000, 700);
    tree.show();
    timer.restart();
    model.setContent(loaded.profile, annotation, texts);
    const double modelTime = double(timer.nsecsElapsed()) / 1e6;

    // Page through the whole listing, painting each page.
    QScrollBar* bar = tree.verticalScrollBar();
    QApplication::processEvents();
    int pages = 0;
    double worst = 0;
    timer.restart();
    for (int value = 0; value <= bar->maximum(); value += std::max(1, bar->pageStep())) {
        bar->setValue(value);
        QElapsedTimer page;
        page.start();
        tree.viewport()->grab();
        worst = std::max(worst, double(page.nsecsElapsed()) / 1e6);
        ++pages;
    }
    const double paint = double(timer.nsecsElapsed()) / 1e6;

    out << "function:        " << profile.functionName(function) << '\n'
        << "source lines:    " << lines << " in " << texts.size() << " file(s), "
        << model.rowCount() << " rows\n"
        << "annotate:        " << QString::number(annotate, 'f', 2) << " ms\n"
        << "read + colour:   " << QString::number(read, 'f', 2) << " ms (worker thread)\n"
        << "model:           " << QString::number(modelTime, 'f', 2) << " ms (GUI thread)\n"
        << "paint per page:  " << QString::number(paint / std::max(pages, 1), 'f', 2)
        << " ms average, " << QString::number(worst, 'f', 2) << " ms worst, over " << pages
        << " pages\n";
    return 0;
}
